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

/** A link to an organisation or reference, with what a beekeeper finds there in one line. */
export interface CommunityLink {
  name: string;
  url: `https://${string}`;
  description: string;
}

/**
 * An expert tip: what to do this season and why, with the reference it comes from. The web app writes it from the
 * `expert-tips` catalogue by its `id`, with its figures as `params`; `title` and `tip` are its English.
 */
export interface ExpertTip {
  id: string;
  title: string;
  tip: string;
  params?: Record<string, string | number>;
  source: Pick<CommunityLink, 'name' | 'url'>;
}

const { winterStoresLbs, fallSyrupRatio, minHiveOpeningTempF } = BEEKEEPING_FIGURES;

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
    {
      id: 'countMites',
      title: 'Count mites from the first warm weeks',
      // HBHC Table 1: treat at 1 mite per 100 bees during population increase; sample ~300 bees, monthly.
      tip: 'Wash or roll about 300 bees (half a cup) from a brood frame once a month. In the build-up, 1 mite per 100 bees is already the level to act on: the mites grow with the brood.',
      source: HBHC_VARROA,
    },
    {
      id: 'queenCells',
      title: 'Check for queen cells every week',
      tip: `From the first drones until the main flow, look for queen cells every ${SWARM_CHECK_EVERY_DAYS} days: a sealed cell means the colony may leave within days. Give room early, or split before they decide for you.`,
      params: { days: SWARM_CHECK_EVERY_DAYS },
      source: NATIONAL_BEE_UNIT,
    },
    {
      id: 'feedBuildUp',
      title: 'Feed light colonies for build-up',
      // Beekeeping-science notes: 1:1 syrup in spring for build-up.
      tip: 'A colony raising brood burns through its stores. If a hive feels light, feed 1:1 syrup (one part sugar to one part water) until the first flow brings nectar in.',
      source: UF_HONEY_BEE_LAB,
    },
  ],
  summer: [
    {
      id: 'peakThreshold',
      title: 'Lower the bar for treating at peak',
      // HBHC Table 1: treat at 2 mites per 100 bees at peak population, June-August (northern).
      tip: 'At the colony\u2019s peak the threshold is 2 mites per 100 bees. Test after each flow and before the supers go on, so a treatment never has to wait for the harvest.',
      source: HBHC_VARROA,
    },
    {
      id: 'mitesDouble',
      title: 'Expect mites to double every month',
      // Randy Oliver, scientificbeekeeping.com: with brood present mites roughly double monthly.
      tip: 'While there is brood, the mite population roughly doubles each month, and most mites hide under cappings. A count that looks fine in June can be a crisis by September.',
      source: SCIENTIFIC_BEEKEEPING,
    },
    {
      id: 'supersLabel',
      title: 'Read the label before treating with supers on',
      // Treatment labels (beekeeping-science notes): Apivar, Apiguard, Apilife Var need supers off; formic may stay.
      tip: 'Most varroa treatments require the honey supers off, and some have a wait before supers return. Plan the harvest and the treatment together so neither is rushed.',
      source: HBHC_VARROA,
    },
  ],
  fall: [
    {
      id: 'winterStores',
      title: 'Build winter stores early',
      tip: `A colony in a cold climate needs about ${winterStoresLbs.min}-${winterStoresLbs.max} lb of honey for winter. Feed ${fallSyrupRatio} syrup early in the fall, while it is warm enough for the bees to store and cap it.`,
      params: { min: winterStoresLbs.min, max: winterStoresLbs.max, ratio: fallSyrupRatio },
      source: UF_HONEY_BEE_LAB,
    },
    {
      id: 'winterBees',
      title: 'Protect the winter bees from mites',
      // HBHC Table 1: treat at 2 mites per 100 bees during population decrease (September-October, northern).
      tip: 'The long-lived bees that carry the colony through winter are raised now. Treat above 2 mites per 100 bees and count again 10 to 14 days after the treatment ends.',
      source: HBHC_VARROA,
    },
    {
      id: 'narrowEntrance',
      title: 'Narrow the entrance',
      tip: 'As the flow ends, robbing starts. Reduce entrances on weaker colonies and fit mouse guards before the first frosts.',
      source: NATIONAL_BEE_UNIT,
    },
  ],
  winter: [
    {
      id: 'broodless',
      title: 'Use the broodless window',
      // HBHC dormancy phase (November-February); Api-Bioxal SPC: oxalic acid reaches mites outside capped brood only.
      tip: 'Oxalic acid only reaches mites on the bees, not those under cappings. A treatment in the broodless weeks of early winter reaches nearly all of them.',
      source: HBHC_VARROA,
    },
    {
      id: 'heft',
      title: 'Heft, don\u2019t open',
      tip: `Don\u2019t open a hive below ${minHiveOpeningTempF}\u00b0F: lift the back instead. If it feels light, put fondant over the cluster on a mild day.`,
      params: { temperature: minHiveOpeningTempF },
      source: NATIONAL_BEE_UNIT,
    },
    {
      id: 'learn',
      title: 'Learn over the quiet months',
      tip: 'Winter is course season: local associations run beginners\u2019 courses and talks, and the extension programmes publish their research for the year ahead.',
      source: { name: 'British Beekeepers Association', url: 'https://www.bbka.org.uk/' },
    },
  ],
};

/** The season it is for the beekeeper (by hemisphere) and its expert tips. */
export function expertTipsOn(today: Date, hemisphere: Hemisphere): { season: Season; tips: readonly ExpertTip[] } {
  const season = seasonAt(today, hemisphere);
  return { season, tips: EXPERT_TIPS[season] };
}

export interface ResourceGroup {
  title: string;
  description: string;
  links: readonly CommunityLink[];
}

/** The community screen's resource groups, in the spec's order: associations, forums, education, events. */
export const RESOURCE_GROUPS: readonly ResourceGroup[] = [
  {
    title: 'Local associations',
    description: 'National bodies that lead to the club nearest you, with mentors, apiary meetings and courses.',
    links: [
      {
        name: 'American Beekeeping Federation',
        url: 'https://www.abfnet.org/',
        description: 'The United States\u2019 national association for beekeepers of every size.',
      },
      {
        name: 'British Beekeepers Association',
        url: 'https://www.bbka.org.uk/',
        description: 'The UK\u2019s federation of local associations: find a club, courses and exams.',
      },
      {
        name: 'Australian Honey Bee Industry Council',
        url: 'https://honeybee.org.au/',
        description: 'The peak body of Australia\u2019s beekeepers and their state associations.',
      },
    ],
  },
  {
    title: 'Forums',
    description: 'Where beekeepers ask each other, from first hive to commercial operation.',
    links: [
      {
        name: 'r/Beekeeping',
        url: 'https://www.reddit.com/r/Beekeeping/',
        description: 'A large, active community sharing inspections, photos and questions every day.',
      },
      {
        name: 'Beesource',
        url: 'https://www.beesource.com/',
        description: 'One of the oldest beekeeping forums, from Beekeeping 101 to commercial beekeeping.',
      },
    ],
  },
  {
    title: 'Education',
    description: 'Research-based guides from coalitions, surveys and university extension programmes.',
    links: [
      {
        name: 'Honey Bee Health Coalition',
        url: 'https://honeybeehealthcoalition.org/varroa/',
        description: 'Tools for Varroa Management: sampling, thresholds and control methods by season.',
      },
      {
        name: 'Bee Informed Partnership',
        url: 'https://beeinformed.org/',
        description: 'National colony loss surveys and the management practices linked to survival.',
      },
      {
        name: 'Scientific Beekeeping',
        url: 'https://scientificbeekeeping.com/',
        description: 'Randy Oliver\u2019s articles on mite biology, treatments and colony nutrition.',
      },
      {
        name: 'UF/IFAS Honey Bee Research and Extension Laboratory',
        url: 'https://entnemdept.ufl.edu/honey-bee/',
        description: 'University of Florida research, extension documents and its Master Beekeeper Program.',
      },
      {
        name: 'Penn State Center for Pollinator Research',
        url: 'https://pollinators.psu.edu/',
        description: 'Penn State\u2019s pollinator research and its library of beekeeping guides.',
      },
      {
        name: 'University of Guelph Honey Bee Research Centre',
        url: 'https://hbrc.ca/',
        description: 'Canada\u2019s long-standing apiculture centre: research, courses and videos.',
      },
      {
        name: 'National Bee Unit BeeBase',
        url: 'https://www.nationalbeeunit.com/',
        description: 'UK advisory leaflets on pests and diseases, and apiary registration.',
      },
    ],
  },
  {
    title: 'Events',
    description: 'Congresses, conferences and shows where beekeepers meet and learn.',
    links: [
      {
        name: 'Apimondia',
        url: 'https://www.apimondia.org/',
        description: 'The international federation of beekeepers\u2019 associations and its World Beekeeping Congress.',
      },
      {
        name: 'Eastern Apicultural Society',
        url: 'https://www.easternapiculture.org/',
        description: 'A yearly summer conference with short courses and the EAS Master Beekeeper programme.',
      },
      {
        name: 'National Honey Show',
        url: 'https://www.honeyshow.co.uk/',
        description: 'The UK\u2019s autumn show of hive products, with lectures and workshops.',
      },
    ],
  },
];
