import type { Season } from '../schemas/daily-tip';
import { BEEKEEPING_FIGURES } from './beekeeping-figures';
import { seasonAt } from './season';
import { SWARM_CHECK_EVERY_DAYS } from './task-templates';
import type { Hemisphere } from './varroa';

/**
 * The community screen's content: expert tips for each season and links to real, well-known beekeeping
 * organisations and references (decisions: never a placeholder or '#' link). Every address is a stable home or
 * guide page of its publisher, and every figure names its source (see ../notes/beekeeping-science.md).
 */

/** An outside page: its publisher's proper name (never translated) and address. */
export interface CommunityLink {
  name: string;
  url: `https://${string}`;
}

/**
 * A figure a tip states: a count or a ratio as it is, or a measure the screen writes in the beekeeper's units (a
 * weight range kept in lbs, a temperature kept in °F).
 */
export type TipFigure = number | string | { lbs: { min: number; max: number } } | { fahrenheit: number };

/**
 * An expert tip: what to do this season and why, with the reference it comes from. Its words are the community
 * catalogue's `tip.<season>.<key>.title` and `tip.<season>.<key>.text`; its figures are their ICU arguments, so every
 * language states the same numbers.
 */
export interface ExpertTip {
  key: string;
  figures?: Readonly<Record<string, TipFigure>>;
  source: CommunityLink;
}

const { winterStoresLbs, fallSyrupRatio, minHiveOpeningTempF, varroaThresholdPercent } = BEEKEEPING_FIGURES;

/** HBHC Table 1: mites per 100 bees at which to treat while the colony grows, and at its peak (June-August, northern). */
const MITE_THRESHOLD = { buildUp: 1, peak: 2 } as const;
/** HBHC: a sample of about 300 bees (half a cup) from a brood frame, by alcohol wash or sugar roll. */
const MITE_SAMPLE_BEES = 300;
/** Beekeeping-science notes: 1:1 syrup in spring for build-up (one part sugar to one part water). */
const SPRING_SYRUP_RATIO = '1:1';
/** The tip's source (HBHC): count again 10 to 14 days after a treatment ends, to see that it worked. */
const RECOUNT_AFTER_TREATMENT_DAYS = { min: 10, max: 14 } as const;

const HBHC_VARROA = {
  name: 'Honey Bee Health Coalition, Tools for Varroa Management',
  url: 'https://honeybeehealthcoalition.org/varroa/',
} as const;
const SCIENTIFIC_BEEKEEPING = {
  name: 'Randy Oliver, Scientific Beekeeping',
  url: 'https://scientificbeekeeping.com/',
} as const;
const NATIONAL_BEE_UNIT = { name: 'National Bee Unit, BeeBase', url: 'https://www.nationalbeeunit.com/' } as const;
const UF_HONEY_BEE_LAB = {
  name: 'UF/IFAS Honey Bee Research and Extension Laboratory',
  url: 'https://entnemdept.ufl.edu/honey-bee/',
} as const;

/** Three expert tips per season, on the northern calendar (a southern beekeeper's seasons are six months on). */
export const EXPERT_TIPS: Readonly<Record<Season, readonly ExpertTip[]>> = {
  spring: [
    // HBHC Table 1: treat at 1 mite per 100 bees during population increase; sample ~300 bees, monthly.
    {
      key: 'countMites',
      figures: { sample: MITE_SAMPLE_BEES, threshold: MITE_THRESHOLD.buildUp },
      source: HBHC_VARROA,
    },
    { key: 'queenCells', figures: { days: SWARM_CHECK_EVERY_DAYS }, source: NATIONAL_BEE_UNIT },
    { key: 'feedLight', figures: { ratio: SPRING_SYRUP_RATIO }, source: UF_HONEY_BEE_LAB },
  ],
  summer: [
    // HBHC Table 1: treat at 2 mites per 100 bees at peak population, June-August (northern).
    { key: 'peakThreshold', figures: { threshold: MITE_THRESHOLD.peak }, source: HBHC_VARROA },
    // Randy Oliver, scientificbeekeeping.com: with brood present mites roughly double monthly.
    { key: 'mitesDouble', source: SCIENTIFIC_BEEKEEPING },
    // Treatment labels (beekeeping-science notes): Apivar, Apiguard, Apilife Var need supers off; formic may stay.
    { key: 'readLabel', source: HBHC_VARROA },
  ],
  fall: [
    {
      key: 'winterStores',
      figures: { stores: { lbs: winterStoresLbs }, ratio: fallSyrupRatio },
      source: UF_HONEY_BEE_LAB,
    },
    // HBHC Table 1: treat at 2 mites per 100 bees during population decrease (September-October, northern).
    {
      key: 'winterBees',
      figures: {
        threshold: varroaThresholdPercent.fall,
        recountMin: RECOUNT_AFTER_TREATMENT_DAYS.min,
        recountMax: RECOUNT_AFTER_TREATMENT_DAYS.max,
      },
      source: HBHC_VARROA,
    },
    { key: 'narrowEntrance', source: NATIONAL_BEE_UNIT },
  ],
  winter: [
    // HBHC dormancy phase (November-February); Api-Bioxal SPC: oxalic acid reaches mites outside capped brood only.
    { key: 'broodless', source: HBHC_VARROA },
    { key: 'heft', figures: { temperature: { fahrenheit: minHiveOpeningTempF } }, source: NATIONAL_BEE_UNIT },
    { key: 'learn', source: { name: 'British Beekeepers Association', url: 'https://www.bbka.org.uk/' } },
  ],
};

/** The season it is for the beekeeper (by hemisphere) and its expert tips. */
export function expertTipsOn(today: Date, hemisphere: Hemisphere): { season: Season; tips: readonly ExpertTip[] } {
  const season = seasonAt(today, hemisphere);
  return { season, tips: EXPERT_TIPS[season] };
}

/**
 * A group of resources: its title and description are the community catalogue's `group.<key>.title` and
 * `group.<key>.description`, each link's one line `resource.<key>.description`.
 */
export interface ResourceGroup {
  key: string;
  links: readonly (CommunityLink & { key: string })[];
}

/** The community screen's resource groups, in the spec's order: associations, forums, education, events. */
export const RESOURCE_GROUPS: readonly ResourceGroup[] = [
  {
    key: 'associations',
    links: [
      {
        key: 'abf',
        name: 'American Beekeeping Federation',
        url: 'https://www.abfnet.org/',
      },
      {
        key: 'bbka',
        name: 'British Beekeepers Association',
        url: 'https://www.bbka.org.uk/',
      },
      {
        key: 'ahbic',
        name: 'Australian Honey Bee Industry Council',
        url: 'https://honeybee.org.au/',
      },
    ],
  },
  {
    key: 'forums',
    links: [
      {
        key: 'rBeekeeping',
        name: 'r/Beekeeping',
        url: 'https://www.reddit.com/r/Beekeeping/',
      },
      {
        key: 'beesource',
        name: 'Beesource',
        url: 'https://www.beesource.com/',
      },
    ],
  },
  {
    key: 'education',
    links: [
      {
        key: 'hbhc',
        name: 'Honey Bee Health Coalition',
        url: 'https://honeybeehealthcoalition.org/varroa/',
      },
      {
        key: 'beeInformed',
        name: 'Bee Informed Partnership',
        url: 'https://beeinformed.org/',
      },
      {
        key: 'scientificBeekeeping',
        name: 'Scientific Beekeeping',
        url: 'https://scientificbeekeeping.com/',
      },
      {
        key: 'ufHoneyBeeLab',
        name: 'UF/IFAS Honey Bee Research and Extension Laboratory',
        url: 'https://entnemdept.ufl.edu/honey-bee/',
      },
      {
        key: 'pennState',
        name: 'Penn State Center for Pollinator Research',
        url: 'https://pollinators.psu.edu/',
      },
      {
        key: 'guelph',
        name: 'University of Guelph Honey Bee Research Centre',
        url: 'https://hbrc.ca/',
      },
      {
        key: 'beeBase',
        name: 'National Bee Unit BeeBase',
        url: 'https://www.nationalbeeunit.com/',
      },
    ],
  },
  {
    key: 'events',
    links: [
      {
        key: 'apimondia',
        name: 'Apimondia',
        url: 'https://www.apimondia.org/',
      },
      {
        key: 'eas',
        name: 'Eastern Apicultural Society',
        url: 'https://www.easternapiculture.org/',
      },
      {
        key: 'honeyShow',
        name: 'National Honey Show',
        url: 'https://www.honeyshow.co.uk/',
      },
    ],
  },
];
