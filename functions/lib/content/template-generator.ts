/**
 * HiveKeeper's built-in content generator, the default wherever Bedrock isn't configured (and the only one offline):
 * copy assembled from what HiveKeeper really does, the season and the daily tips, chosen by the brief (so a day's
 * pieces differ by platform and from the day before, and a brief always gives the same piece), cut to each
 * platform's limit; and the drawn artwork of `shared/rules/marketing-artwork.ts` as its image (SVG, any size).
 */
import { PRO_PLAN, FREE_PLAN_LIMITS } from '../../../shared/plans';
import { DAILY_TIPS } from '../../../shared/rules/daily-tips';
import { PLATFORM_ASPECT_RATIOS, PLATFORM_CHARACTER_LIMITS, PLATFORM_LABELS } from '../../../shared/rules/marketing';
import { marketingArtworkSvg } from '../../../shared/rules/marketing-artwork';
import type { GeneratedContent, MarketingContentType } from '../../../shared/schemas/marketing';
import type { ContentBrief, ContentGenerator } from './content-generator';

/** A HiveKeeper feature as the copy tells it: what it does for the beekeeper, and the picture that shows it. */
interface Feature {
  name: string;
  pitch: string;
  picture: string;
  hashtag: string;
}

const FEATURES: readonly Feature[] = [
  {
    name: 'Inspection records',
    pitch:
      'Record each visit in a minute: queen seen, brood pattern, temperament and stores on a 1-5 scale, photos of the frames, and the varroa count with its threshold for the season.',
    picture: 'A beekeeper holding up a brood frame in sunlight, a phone with an inspection form beside the hive',
    hashtag: '#HiveInspection',
  },
  {
    name: 'Varroa tracking',
    pitch:
      'Log an alcohol wash, sugar roll or sticky board and HiveKeeper tells you at once whether the colony is over the threshold for the season and your hemisphere.',
    picture: 'A jar of bees for a sugar roll on a hive roof, mites counted on a white tray',
    hashtag: '#Varroa',
  },
  {
    name: 'Treatment tracking',
    pitch:
      'Pick a varroa treatment from the catalogue and HiveKeeper fills in the dose, warns when the forecast leaves its temperature window or supers are on, and schedules the recount.',
    picture: 'Treatment strips laid on a hive box next to a notebook with dates',
    hashtag: '#BeeHealth',
  },
  {
    name: 'The task schedule',
    pitch:
      'Inspections, feeding and treatments on one schedule, with repeats and a calendar link for your phone, so nothing slips between visits.',
    picture: 'A calendar on a garden table with a hive tool and a cup of tea',
    hashtag: '#BeekeepingLife',
  },
  {
    name: 'Weather advice',
    pitch:
      'A forecast for each apiary that says plainly whether today is a day to open hives, and the best days ahead for treatments.',
    picture: 'A row of hives under a big sky with light clouds, a weather vane on a fence post',
    hashtag: '#Apiary',
  },
  {
    name: 'Production and the yield forecast',
    pitch:
      "Record every harvest and see honey per hive, by apiary and by month, with a forecast of this season's crop from your own history and colony strength.",
    picture: 'Honey frames being uncapped over a tray, jars of golden honey in a row',
    hashtag: '#HoneyHarvest',
  },
  {
    name: 'Profit and loss',
    pitch:
      'Income and expenses by hive and apiary, with a month-by-month profit and loss, so you know what each colony earns and costs.',
    picture: 'Jars of honey at a market stall with a small ledger and a cash tin',
    hashtag: '#SmallBusiness',
  },
];

/** What beekeepers say about keeping records (composite voices, not named customers). */
const VOICES: readonly { quote: string; who: string }[] = [
  {
    quote:
      'I used to find my notes soaked in the bee suit pocket. Now every visit is on my phone before I close the hive.',
    who: 'a hobbyist with four hives',
  },
  {
    quote: 'Seeing the mite counts of all my yards side by side told me which apiary needed treating first.',
    who: 'a sideliner with 60 colonies',
  },
  {
    quote: 'The recount reminder after a treatment is the thing I always forgot. Not any more.',
    who: 'a second-year beekeeper',
  },
  {
    quote: 'At the end of the season I knew which hives paid their way and which ones cost me money.',
    who: 'a honey seller at the farmers market',
  },
];

const SEASON_LINES = {
  spring: 'Spring build-up is here: colonies grow fast and swarm season follows.',
  summer: 'Summer flow: supers filling, and the mite population climbing with the brood.',
  fall: 'Fall: the season to treat, feed and get colonies ready for winter.',
  winter: 'Winter: hives stay closed, and the plans for next season are made now.',
} as const;

const GENERAL_TAGS = ['#beekeeping', '#HiveKeeper', '#honeybees'];

const BEST_POST_TIMES: Readonly<Record<string, string>> = {
  instagram: 'Weekdays 11 am-1 pm or 7-9 pm local time',
  facebook: 'Weekdays 9 am-1 pm local time',
  linkedin: 'Tuesday to Thursday 8-10 am local time',
  twitter: 'Weekdays 8-10 am local time',
  youtube: 'Friday to Sunday 2-4 pm local time',
  general: 'Tuesday morning (newsletter)',
};

/** A small deterministic hash of the brief, to choose among the pools (FNV-1a). */
function pick<Item>(items: readonly Item[], seed: string): Item {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  const item = items[(hash >>> 0) % items.length];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
}

const proOffer = `Pro is $${String(PRO_PLAN.priceUsdPerMonth)} a month with a ${PRO_PLAN.trialLabel}; cancel anytime.`;
const freeOffer = `Free for up to ${String(FREE_PLAN_LIMITS.hives)} hives.`;

/** The piece's title, body and picture for its type. */
function draft(type: MarketingContentType, brief: ContentBrief, seed: string) {
  const feature = pick(FEATURES, `${seed}:feature`);
  const season = SEASON_LINES[brief.season];
  const tips = DAILY_TIPS.filter((tip) => tip.season === brief.season || tip.season === 'all');
  const tip = pick(tips.length > 0 ? tips : DAILY_TIPS, `${seed}:tip`);
  const voice = pick(VOICES, `${seed}:voice`);
  switch (type) {
    case 'feature':
    case 'feature_ad':
      return {
        title: `${feature.name} in HiveKeeper`,
        body: `${feature.pitch} ${freeOffer}`,
        picture: feature.picture,
        tags: [feature.hashtag],
        cta: 'Start keeping better records',
      };
    case 'educational':
    case 'tip':
      return {
        title: tip.title,
        body: `${tip.tip} HiveKeeper keeps the note of it with each hive.`,
        picture: `${feature.picture}, in ${brief.season}`,
        tags: ['#BeekeepingTips'],
        cta: 'Read more tips in HiveKeeper',
      };
    case 'testimonial':
    case 'testimonial_ad':
      return {
        title: `"${voice.quote.split('.')[0] ?? voice.quote}"`,
        body: `"${voice.quote}" (${voice.who}). ${feature.pitch}`,
        picture: `A smiling beekeeper at the apiary gate with a phone, hives behind, ${brief.season} light`,
        tags: ['#BeekeeperStories'],
        cta: 'Try HiveKeeper free',
      };
    case 'seasonal':
    case 'seasonal_ad':
      return {
        title: `${brief.season[0]?.toUpperCase() ?? ''}${brief.season.slice(1)} in the apiary`,
        body: `${season} ${tip.tip}`,
        picture: `An apiary in ${brief.season}: ${feature.picture.toLowerCase()}`,
        tags: [`#${brief.season}beekeeping`],
        cta: "Plan this season's hive work",
      };
    case 'promotional':
    case 'promotional_ad':
      return {
        title: 'Every hive, every visit, one place',
        body: `Inspections, varroa counts, treatments, harvests and finances for every colony you keep. ${proOffer}`,
        picture: 'A tidy row of painted hives at sunrise with a phone showing a hive dashboard',
        tags: ['#BeekeepingApp'],
        cta: `Start your ${PRO_PLAN.trialLabel}`,
      };
  }
}

/** Cuts the copy at a sentence or word so it and its hashtags fit the platform. */
function fitted(body: string, hashtags: readonly string[], limit: number): string {
  const tags = hashtags.join(' ');
  const room = limit - tags.length - 2;
  if (body.length <= room) return `${body}\n\n${tags}`;
  const cut = body.slice(0, room - 1);
  const sentenceEnd = cut.lastIndexOf('. ');
  const trimmed = sentenceEnd > room / 2 ? cut.slice(0, sentenceEnd + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
  return `${trimmed}\n\n${tags}`;
}

export function createTemplateGenerator(): ContentGenerator {
  return {
    name: 'template',

    async writeContent(brief) {
      const seed = `${brief.date}:${brief.platform}:${brief.contentType}`;
      const { title, body, picture, tags, cta } = draft(brief.contentType, brief, seed);
      const hashtags = [...new Set([...tags, ...GENERAL_TAGS])];
      // Twitter's 280 characters take the shortest set of tags.
      const shown = brief.platform === 'twitter' ? hashtags.slice(0, 2) : hashtags;
      const piece: GeneratedContent = {
        title,
        platform: brief.platform,
        contentType: brief.contentType,
        content: fitted(body, shown, PLATFORM_CHARACTER_LIMITS[brief.platform]),
        hashtags: shown,
        callToAction: cta,
        metadata: {
          imagePrompt: `${picture}. Warm natural light, no text or logos.`,
          imageSummary: picture,
          targetAudience: brief.contentType.includes('promotional')
            ? 'Sideliner and commercial beekeepers'
            : 'Hobbyist beekeepers',
          bestPostTime: BEST_POST_TIMES[brief.platform] ?? 'Weekday mornings',
          imageIdeas: [picture, `HiveKeeper on a phone beside a hive for ${PLATFORM_LABELS[brief.platform]}`],
          imageAspectRatio: PLATFORM_ASPECT_RATIOS[brief.platform],
        },
      };
      return Promise.resolve(piece);
    },

    async drawImage({ aspectRatio, season, seed }) {
      const svg = marketingArtworkSvg({ aspectRatio, season, seed });
      return Promise.resolve({ body: new TextEncoder().encode(svg), contentType: 'image/svg+xml' as const });
    },
  };
}
