/**
 * What HiveKeeper's marketing content follows: each platform's length limit, the weekday themes of the daily
 * generation, and which pieces a day's run and Generate New Ads make. Read by the generators, the service that
 * stores their output and the admin's screen.
 */
import type { MARKETING_AD_TYPES, MarketingContentType, MarketingPlatform } from '../schemas/marketing';

/**
 * The most characters a post's copy may have on each platform (hashtags included, as the platforms count them).
 * Sources: Instagram caption 2,200 (help.instagram.com, "Add a caption"); Facebook post 63,206 (Meta's limit, kept to
 * 5,000 so the copy stays readable); LinkedIn post 3,000 (linkedin.com/help, "Share a post"); X/Twitter 280
 * (help.x.com, "Counting characters"); YouTube description 5,000 (support.google.com/youtube, "Add video details").
 * `general` is a blog or newsletter paragraph.
 */
export const PLATFORM_CHARACTER_LIMITS: Record<MarketingPlatform, number> = {
  instagram: 2200,
  facebook: 5000,
  linkedin: 3000,
  twitter: 280,
  youtube: 5000,
  general: 5000,
};

export const PLATFORM_LABELS: Record<MarketingPlatform, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  youtube: 'YouTube',
  general: 'General',
};

/** The image each platform shows best: Instagram square, X/Twitter and YouTube wide, stories tall. */
export const PLATFORM_ASPECT_RATIOS: Record<MarketingPlatform, string> = {
  instagram: '1:1',
  facebook: '16:9',
  linkedin: '16:9',
  twitter: '16:9',
  youtube: '16:9',
  general: '16:9',
};

/** Whether a piece's copy fits its platform. */
export function fitsPlatform(platform: MarketingPlatform, content: string): boolean {
  return [...content].length <= PLATFORM_CHARACTER_LIMITS[platform];
}

/**
 * The daily generation's theme by weekday (0 = Sunday), from the spec's Monday features, Tuesday education and
 * Wednesday testimonials; the rest of the week: Thursday the season's work, Friday a practical tip, Saturday the
 * Pro plan, Sunday the season again (weekend readers plan the week's hive visits).
 */
export const WEEKDAY_THEMES: readonly MarketingContentType[] = [
  'seasonal',
  'feature',
  'educational',
  'testimonial',
  'seasonal',
  'tip',
  'promotional',
];

/** The theme of the content generated on `date` (a UTC calendar day, `YYYY-MM-DD`). */
export function themeOfDay(date: string): MarketingContentType {
  const theme = WEEKDAY_THEMES[new Date(`${date}T00:00:00Z`).getUTCDay()];
  if (!theme) throw new Error(`No weekday theme for ${date}`);
  return theme;
}

/** A day's run makes one piece on the day's theme for each of these platforms. */
export const DAILY_PLATFORMS: readonly MarketingPlatform[] = [
  'instagram',
  'facebook',
  'linkedin',
  'twitter',
  'youtube',
];

/** Generate New Ads makes one ad of each type, each for the platform it is written for. */
export const AD_PLATFORMS: Readonly<Record<(typeof MARKETING_AD_TYPES)[number], MarketingPlatform>> = {
  feature_ad: 'facebook',
  testimonial_ad: 'instagram',
  seasonal_ad: 'instagram',
  promotional_ad: 'linkedin',
};
