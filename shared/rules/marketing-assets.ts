/**
 * The admins' Marketing Assets: HiveKeeper's ready-to-post sets, one per platform and format, written about what
 * the app really does (every figure from `plans.ts`), each within its platform's limit and with its drawn image's
 * aspect ratio (Instagram posts square, stories tall, the rest wide).
 */
import { FREE_PLAN_LIMITS, PRO_PLAN } from '../plans';
import type { Season } from '../schemas/daily-tip';
import type { MarketingPlatform } from '../schemas/marketing';

export interface MarketingAsset {
  id: string;
  title: string;
  platform: MarketingPlatform;
  /** What it is on its platform: a post, a story, a video description. */
  format: string;
  copy: string;
  hashtags: readonly string[];
  aspectRatio: string;
  /** The colours of its drawn image. */
  season: Season;
}

const price = `$${String(PRO_PLAN.priceUsdPerMonth)} a month`;

export const MARKETING_ASSETS: readonly MarketingAsset[] = [
  {
    id: 'instagram-post',
    title: 'Every hive in your pocket',
    platform: 'instagram',
    format: 'Post',
    copy: `Inspections, mite counts, treatments and harvests for every colony, on your phone at the hive. HiveKeeper is free for up to ${String(FREE_PLAN_LIMITS.hives)} hives; Pro is ${price} with a ${PRO_PLAN.trialLabel}. Link in bio.`,
    hashtags: ['#beekeeping', '#HiveKeeper', '#honeybees', '#beekeeper'],
    aspectRatio: '1:1',
    season: 'summer',
  },
  {
    id: 'instagram-story',
    title: 'Swipe up: stop losing hive notes',
    platform: 'instagram',
    format: 'Story',
    copy: 'Notes in the bee suit pocket? Record each inspection in a minute with HiveKeeper, photos included.',
    hashtags: ['#beekeeping', '#HiveKeeper'],
    aspectRatio: '9:16',
    season: 'spring',
  },
  {
    id: 'facebook-post',
    title: 'Know when to treat for varroa',
    platform: 'facebook',
    format: 'Post',
    copy: `Log an alcohol wash or sugar roll and HiveKeeper tells you whether the colony is over the threshold for the season and your hemisphere. Pick a treatment from the catalogue: the dose, its temperature window and the recount reminder are filled in for you. Start free for up to ${String(FREE_PLAN_LIMITS.hives)} hives.`,
    hashtags: ['#beekeeping', '#varroa', '#HiveKeeper'],
    aspectRatio: '16:9',
    season: 'fall',
  },
  {
    id: 'linkedin-post',
    title: 'Run your apiaries like a business',
    platform: 'linkedin',
    format: 'Post',
    copy: `Commercial and sideliner beekeepers keep HiveKeeper for the numbers: honey per hive and per apiary, a yield forecast from their own seasons, and profit and loss by hive, apiary and month. Pro is ${price} with a ${PRO_PLAN.trialLabel}; cancel anytime.`,
    hashtags: ['#beekeeping', '#agribusiness', '#HiveKeeper'],
    aspectRatio: '16:9',
    season: 'summer',
  },
  {
    id: 'twitter-post',
    title: 'Is today a day to open hives?',
    platform: 'twitter',
    format: 'Post',
    copy: 'HiveKeeper reads the forecast for each apiary and says plainly whether today is a day to open hives.',
    hashtags: ['#beekeeping', '#HiveKeeper'],
    aspectRatio: '16:9',
    season: 'spring',
  },
  {
    id: 'youtube-description',
    title: 'A season of hive records in ten minutes',
    platform: 'youtube',
    format: 'Video description',
    copy: `Follow one season of a small apiary in HiveKeeper: recording inspections with photos, counting mites, planning treatments and the recount, feeding in the fall, and the honey and money at the end of the year. Try it free for up to ${String(FREE_PLAN_LIMITS.hives)} hives, or Pro at ${price} with a ${PRO_PLAN.trialLabel}.`,
    hashtags: ['#beekeeping', '#beekeepingforbeginners', '#HiveKeeper'],
    aspectRatio: '16:9',
    season: 'fall',
  },
];

/** The text Copy Text puts on the clipboard: the copy, then its hashtags. */
export function assetText(asset: Pick<MarketingAsset, 'copy' | 'hashtags'>): string {
  return `${asset.copy}\n\n${asset.hashtags.join(' ')}`;
}
