/**
 * What the Winter losses screen and its COLOSS export say: headings, the definition in plain words, the CSV's
 * columns. Apart from `winter-losses.ts`, which `messages.ts` gathers for every screen: these words load with the
 * screen (and the shared rule's CSV) only, not with the dashboard.
 */
export const WINTER_LOSS_MESSAGES = {
  title: 'Winter losses',
  subtitle: 'Colonies lost over each winter, counted as the COLOSS survey counts them',
  download: 'Download for the COLOSS survey',
  empty: 'No winter to count yet: winter losses appear once a colony has gone into a winter with you.',
  chartTitle: 'Loss rate per winter',
  chartLabel: 'Loss rate (%)',
  tableCaption: (winter: string) => `Winter ${winter}`,
  winterRate: (rate: string) => `Loss rate over all apiaries: ${rate}`,
  inProgress: 'in progress',
  allApiaries: 'All apiaries',
  removedApiary: 'Removed apiary',
  noRate: '–',
  northern: 'Northern (1 October to 1 April)',
  southern: 'Southern (1 April to 1 October)',
  assumedNorthern: 'Northern, as the apiary has no coordinates (add its latitude to change it)',
  definitionTitle: 'How the losses are counted',
  definition: [
    'The loss rate is the colonies lost during a winter divided by the colonies that went into it (the COLOSS definition: van der Zee et al. 2013, The COLOSS BEEBOOK, Journal of Apicultural Research 52(4)).',
    'Winter runs from 1 October to 1 April in the northern hemisphere and from 1 April to 1 October in the southern one; each apiary goes by its latitude.',
    'Colonies going into winter are those you kept on its first day. A colony is lost when it died or became too weak, had a queen problem that could not be solved, or met a natural disaster, fire, flood or theft.',
    'Two colonies united during winter count as one going into it, and are no loss, unless they were united because of a queen problem. Colonies sold during winter left you alive and are not counted. Colonies added during winter (splits, bought colonies, caught swarms) count from the next winter.',
  ],
  hemisphereTitle: 'Winter used per apiary',
  columns: {
    winter: 'Winter',
    apiary: 'Apiary',
    coloniesIntoWinter: 'Colonies going into winter',
    lostDead: 'Lost: dead or too weak',
    lostQueen: 'Lost: unsolvable queen problems',
    lostDisaster: 'Lost: natural disaster',
    totalLost: 'Total lost',
    lossRate: 'Loss rate %',
    united: 'United',
    sold: 'Sold',
    added: 'Added during winter',
  },
  fileName: (today: string) => `hivekeeper-winter-losses-${today}.csv`,
} as const;
