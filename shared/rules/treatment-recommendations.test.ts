import { describe, expect, it } from 'vitest';
import { findings, hive, NORTH, SOUTH, wash } from '../test-support/recommendation-builders';
import { treatmentRecommendationSchema, type TreatmentRecommendation } from '../schemas/treatment-recommendation';
import {
  RECOMMENDATION_RULES,
  bestDaysHint,
  explainedRecommendations,
  recommendTreatments,
  type ForecastHigh,
  type RecommendationInput,
  type RecommendationRule,
  type RecommendationTreatment,
} from './treatment-recommendations';

function treatment(overrides: Partial<RecommendationTreatment>): RecommendationTreatment {
  return {
    hiveId: 'hive-1',
    treatmentType: 'varroa',
    treatmentName: 'Apivar',
    productId: 'apivar',
    applicationDate: '2026-08-01',
    nextDueDate: null,
    ...overrides,
  };
}

const NOTHING: RecommendationInput = {
  hives: [],
  apiaries: [NORTH, SOUTH],
  treatments: [],
  recountTasks: [],
  forecastHighsByApiary: {},
};

function recommend(input: Partial<RecommendationInput>, today: string): TreatmentRecommendation[] {
  return recommendTreatments({ ...NOTHING, ...input }, today);
}

interface RuleCase {
  /** What the beekeeper has, in words. */
  title: string;
  input: Partial<RecommendationInput>;
  today: string;
  /** The recommendation of this rule expected for hive-1; null when the rule must stay quiet. */
  expected: Partial<TreatmentRecommendation> | null;
}

/** One table per rule of RECOMMENDATION_RULES, each citing the rule's source; null: the rule stays quiet. */
const RULE_CASES: Record<RecommendationRule, RuleCase[]> = {
  // HBHC Table 1: 2 mites per 100 bees in fall (population decrease), 1 in spring; NBU: > 9 a day is severe.
  varroaAboveThreshold: [
    {
      title: 'a fall wash of 13 mites in 300 bees (4.3 per 100) in the north: treat now with Apivar',
      input: { hives: [hive({ lastVarroaCheck: wash('2026-10-02', 13) })] },
      today: '2026-10-05',
      expected: {
        treatmentName: 'Apivar',
        treatmentType: 'varroa',
        reason: expect.stringMatching(
          /^4\.3 mites per 100 bees on Oct 2 is above the fall threshold of 2: treat now\. Apivar \(amitraz\)/,
        ),
        seasonalTiming: expect.stringMatching(/^Now\./),
        daysSinceLastTreatment: null,
      },
    },
    {
      title: 'the same October count of 5 (1.7 per 100) in the south, where October is spring (threshold 1)',
      input: { hives: [hive({ apiaryId: SOUTH.id, lastVarroaCheck: wash('2026-10-02', 5) })] },
      today: '2026-10-05',
      expected: {
        treatmentName: 'Formic Pro',
        reason: expect.stringMatching(/^1\.7 mites per 100 bees on Oct 2 is above the spring threshold of 1/),
      },
    },
    {
      title: 'a southern spring wash of 3 in 300 bees: 1 mite per 100, at the threshold, in the singular',
      input: { hives: [hive({ apiaryId: SOUTH.id, lastVarroaCheck: wash('2026-10-02', 3) })] },
      today: '2026-10-05',
      expected: { reason: expect.stringMatching(/^1 mite per 100 bees on Oct 2 is at the spring threshold of 1/) },
    },
    {
      title: 'a sticky board of 60 mites over 5 days (12 a day, over the severe 9)',
      input: {
        hives: [
          hive({
            lastVarroaCheck: {
              inspectionDate: '2026-07-10',
              varroaMethod: 'sticky_board',
              varroaMites: 60,
              varroaSampleBees: null,
              varroaBoardDays: 5,
            },
          }),
        ],
      },
      today: '2026-07-12',
      expected: { reason: expect.stringMatching(/^12 mites a day on the sticky board on Jul 10 is over the severe/) },
    },
    {
      title: 'after Apivar last time, the next class: Formic Pro (alternating classes slows resistance)',
      input: {
        hives: [hive({ lastVarroaCheck: wash('2026-10-02', 13) })],
        treatments: [treatment({ applicationDate: '2026-04-01' })],
      },
      today: '2026-10-05',
      expected: { treatmentName: 'Formic Pro', daysSinceLastTreatment: 187 },
    },
    {
      title: 'a count already treated since (the recount will tell)',
      input: {
        hives: [hive({ lastVarroaCheck: wash('2026-10-02', 13) })],
        treatments: [treatment({ applicationDate: '2026-10-03' })],
      },
      today: '2026-10-05',
      expected: null,
    },
  ],
  // The treatment's own next due date: a catalogue product's label length (strip removal).
  overdueFollowUp: [
    {
      title: 'Apivar due out on Sep 12, today Oct 5',
      input: { hives: [hive()], treatments: [treatment({ nextDueDate: '2026-09-12' })] },
      today: '2026-10-05',
      expected: {
        treatmentName: 'Apivar',
        treatmentType: 'varroa',
        reason:
          'Apivar applied on Aug 1 was due for its next step (strips or trays out) on Sep 12, 23 days ago: follow up and log it.',
        seasonalTiming: 'Overdue',
        daysSinceLastTreatment: 65,
      },
    },
    {
      title: 'a nosema treatment due yesterday, followed up as a medication',
      input: {
        hives: [hive()],
        treatments: [
          treatment({
            treatmentType: 'nosema',
            treatmentName: 'Fumagilin-B',
            productId: null,
            nextDueDate: '2026-10-04',
          }),
        ],
      },
      today: '2026-10-05',
      expected: { treatmentType: 'medication', reason: expect.stringContaining('Oct 4, yesterday') },
    },
    {
      title: 'due today is not overdue yet',
      input: { hives: [hive()], treatments: [treatment({ nextDueDate: '2026-10-05' })] },
      today: '2026-10-05',
      expected: null,
    },
    {
      title: 'a newer treatment of the same type is the follow-up',
      input: {
        hives: [hive()],
        treatments: [
          treatment({ nextDueDate: '2026-09-12' }),
          treatment({ treatmentName: 'Oxalic', productId: null, applicationDate: '2026-09-20' }),
        ],
      },
      today: '2026-10-05',
      expected: null,
    },
  ],
  // HBHC; Betterbee: count again 10 to 14 days after a treatment ends.
  overdueRecount: [
    {
      title: 'a recount task due Sep 30 still pending',
      input: { hives: [hive()], recountTasks: [{ hiveId: 'hive-1', dueDate: '2026-09-30' }] },
      today: '2026-10-05',
      expected: {
        treatmentName: 'Varroa recount',
        treatmentType: 'varroa',
        reason:
          'The mite count after the last treatment was due on Sep 30, 5 days ago: count again to see whether the treatment worked.',
      },
    },
    {
      title: 'the count was recorded on the due date, only the task left open',
      input: {
        hives: [hive({ lastVarroaCheck: wash('2026-09-30', 1) })],
        recountTasks: [{ hiveId: 'hive-1', dueDate: '2026-09-30' }],
      },
      today: '2026-10-05',
      expected: null,
    },
    {
      title: "another hive's task",
      input: { hives: [hive()], recountTasks: [{ hiveId: 'hive-2', dueDate: '2026-09-30' }] },
      today: '2026-10-05',
      expected: null,
    },
  ],
  // The latest inspection: no queen and no eggs, outside HBHC's broodless dormancy phase.
  possiblyQueenless: [
    {
      title: 'no queen and no eggs on Jun 2',
      input: { hives: [hive({ latestFindings: findings('2026-06-02', { queenSeen: false, eggsPresent: false }) })] },
      today: '2026-06-05',
      expected: {
        treatmentName: 'Queen check',
        treatmentType: 'other',
        reason: expect.stringMatching(/^No queen and no eggs seen on Jun 2: the colony may be queenless\. Look again/),
      },
    },
    {
      title: 'with queen cells: they may be raising a new queen',
      input: {
        hives: [
          hive({
            latestFindings: findings('2026-06-02', { queenSeen: false, eggsPresent: false, queenCells: true }),
          }),
        ],
      },
      today: '2026-06-05',
      expected: { reason: expect.stringContaining('they may be raising a new queen') },
    },
    {
      title: 'eggs seen without the queen: she is there',
      input: { hives: [hive({ latestFindings: findings('2026-06-02', { queenSeen: false }) })] },
      today: '2026-06-05',
      expected: null,
    },
    {
      title: 'no eggs in a broodless December',
      input: { hives: [hive({ latestFindings: findings('2026-12-02', { queenSeen: false, eggsPresent: false }) })] },
      today: '2026-12-05',
      expected: null,
    },
  ],
  // The latest inspection's stores; 2:1 in fall for 40-60 lb of winter stores, 1:1 in spring (BEEKEEPING_FIGURES).
  lowStores: [
    {
      title: 'stores rated 2 in fall: 2:1 syrup for winter',
      input: { hives: [hive({ latestFindings: findings('2026-10-02', { foodStores: 2 }) })] },
      today: '2026-10-05',
      expected: {
        treatmentName: '2:1 sugar syrup',
        treatmentType: 'feeding',
        reason:
          'Food stores rated 2 of 5 on Oct 2: feed 2:1 syrup now so the colony can store the 40-60 lbs it needs for winter.',
      },
    },
    {
      title: 'stores rated 1 in April: 1:1 syrup',
      input: { hives: [hive({ latestFindings: findings('2026-04-02', { foodStores: 1 }) })] },
      today: '2026-04-05',
      expected: { treatmentName: '1:1 sugar syrup', reason: expect.stringContaining("brood rearing doesn't stall") },
    },
    {
      title: 'stores rated 1 in a northern January: fondant, as a winter cluster takes no syrup',
      input: { hives: [hive({ latestFindings: findings('2027-01-02', { foodStores: 1 }) })] },
      today: '2027-01-05',
      expected: {
        treatmentName: 'Fondant',
        reason: expect.stringMatching(
          /^Food stores rated 1 of 5 on Jan 2: the colony may run out before spring\. .* above 50 °F/,
        ),
      },
    },
    {
      title: 'fed since the inspection',
      input: {
        hives: [hive({ latestFindings: findings('2026-10-02', { foodStores: 2 }) })],
        treatments: [
          treatment({
            treatmentType: 'feeding',
            treatmentName: 'Syrup',
            productId: null,
            applicationDate: '2026-10-03',
          }),
        ],
      },
      today: '2026-10-05',
      expected: null,
    },
    {
      title: 'stores rated 3',
      input: { hives: [hive({ latestFindings: findings('2026-10-02', { foodStores: 3 }) })] },
      today: '2026-10-05',
      expected: null,
    },
  ],
  // Beekeeping-science notes after HBHC Table 1: watch from half the threshold.
  varroaWatchBand: [
    {
      title: 'a fall wash of 4 mites (1.3 per 100), between 1 and 2',
      input: { hives: [hive({ lastVarroaCheck: wash('2026-10-02', 4) })] },
      today: '2026-10-05',
      expected: {
        treatmentName: 'Varroa recount',
        reason: expect.stringMatching(/^1\.3 mites per 100 bees on Oct 2 is in the watch band \(1 to 2 in fall\)/),
      },
    },
    {
      title: 'a fall wash of 2 mites (0.7 per 100), below the band',
      input: { hives: [hive({ lastVarroaCheck: wash('2026-10-02', 2) })] },
      today: '2026-10-05',
      expected: null,
    },
  ],
  // HBHC Table 1 and Randy Oliver: treat after the harvest in August-September (northern).
  lateSummerTreatmentWindow: [
    {
      title: 'mid-August, untreated and no recent count: Formic Pro with its best days',
      input: {
        hives: [hive()],
        forecastHighsByApiary: {
          [NORTH.id]: [
            { date: '2026-08-16', highF: 72 },
            { date: '2026-08-17', highF: 88 },
            { date: '2026-08-18', highF: 64 },
          ],
        },
      },
      today: '2026-08-15',
      expected: {
        treatmentName: 'Formic Pro',
        treatmentType: 'varroa',
        reason: expect.stringContaining('Late summer is the main varroa treatment window'),
        seasonalTiming: expect.stringContaining(
          'Best days to apply: Sun, Aug 16; Tue, Aug 18 (daytime highs between 50 °F (10 °C) and 85 °F (29 °C)).',
        ),
      },
    },
    {
      title: 'February in the south is late summer there; after Formic Pro, HopGuard (supers allowed)',
      input: {
        hives: [hive({ apiaryId: SOUTH.id })],
        treatments: [
          treatment({ treatmentName: 'Formic Pro', productId: 'formic_pro', applicationDate: '2025-10-01' }),
        ],
      },
      today: '2026-02-15',
      expected: { treatmentName: 'HopGuard 3' },
    },
    {
      title: 'treated 30 days ago',
      input: { hives: [hive()], treatments: [treatment({ applicationDate: '2026-08-01' })] },
      today: '2026-08-31',
      expected: null,
    },
    {
      title: 'a count below the band 10 days ago',
      input: { hives: [hive({ lastVarroaCheck: wash('2026-09-05', 1) })] },
      today: '2026-09-15',
      expected: null,
    },
  ],
  // HBHC: count monthly in the active season.
  varroaCheckDue: [
    {
      title: 'last count 40 days ago in June',
      input: { hives: [hive({ lastVarroaCheck: wash('2026-05-01', 1) })] },
      today: '2026-06-10',
      expected: {
        treatmentName: 'Varroa mite count',
        treatmentType: 'varroa',
        reason: expect.stringMatching(/^No mite count since May 1 \(40 days\): count monthly/),
        seasonalTiming: 'Monthly in the active season',
      },
    },
    {
      title: 'never counted, in April',
      input: { hives: [hive()] },
      today: '2026-04-10',
      expected: { reason: expect.stringMatching(/^No mite count recorded yet/) },
    },
    {
      title: 'counted 29 days ago',
      input: { hives: [hive({ lastVarroaCheck: wash('2026-05-12', 1) })] },
      today: '2026-06-10',
      expected: null,
    },
    {
      title: 'never counted, in a northern January (dormant)',
      input: { hives: [hive()] },
      today: '2027-01-10',
      expected: null,
    },
  ],
  // HBHC dormancy phase; Api-Bioxal SPC: oxalic acid reaches mites outside capped brood only.
  broodlessOxalicWindow: [
    {
      title: 'December in the north',
      input: { hives: [hive()] },
      today: '2026-12-10',
      expected: {
        treatmentName: 'Oxalic acid dribble (Api-Bioxal)',
        treatmentType: 'varroa',
        seasonalTiming: 'Winter, while the colony is broodless',
      },
    },
    {
      title: 'December in the south is summer',
      input: { hives: [hive({ apiaryId: SOUTH.id })] },
      today: '2026-12-10',
      expected: null,
    },
    {
      title: 'treated in November',
      input: { hives: [hive()], treatments: [treatment({ applicationDate: '2026-11-20' })] },
      today: '2026-12-10',
      expected: null,
    },
  ],
  // The spec's tip figures: 2:1 syrup in fall, 40-60 lb of winter stores.
  fallFeeding: [
    {
      title: 'September in the north, stores not rated plentiful',
      input: { hives: [hive({ latestFindings: findings('2026-09-10') })] },
      today: '2026-09-20',
      expected: {
        treatmentName: '2:1 sugar syrup',
        treatmentType: 'feeding',
        reason: expect.stringContaining('needs 40-60 lbs of capped honey'),
      },
    },
    {
      title: 'September in the north, for a metric beekeeper: the stores in kg',
      input: { hives: [hive({ latestFindings: findings('2026-09-10') })], units: 'metric' },
      today: '2026-09-20',
      expected: { treatmentName: '2:1 sugar syrup', reason: expect.stringContaining('needs 18-27 kg of capped honey') },
    },
    {
      title: 'stores rated 4',
      input: { hives: [hive({ latestFindings: findings('2026-09-10', { foodStores: 4 }) })] },
      today: '2026-09-20',
      expected: null,
    },
    {
      title: 'fed 10 days ago',
      input: {
        hives: [hive()],
        treatments: [
          treatment({
            treatmentType: 'feeding',
            treatmentName: 'Syrup',
            productId: null,
            applicationDate: '2026-09-10',
          }),
        ],
      },
      today: '2026-09-20',
      expected: null,
    },
  ],
  // The spec's tip figures: 1:1 syrup in spring.
  springFeeding: [
    {
      title: 'March in the north',
      input: { hives: [hive()] },
      today: '2026-03-20',
      expected: { treatmentName: '1:1 sugar syrup', treatmentType: 'feeding', seasonalTiming: expect.any(String) },
    },
    {
      title: 'September in the south is March there',
      input: { hives: [hive({ apiaryId: SOUTH.id })] },
      today: '2026-09-20',
      expected: { treatmentName: '1:1 sugar syrup' },
    },
    {
      title: 'March in the south is fall there: 2:1 instead',
      input: { hives: [hive({ apiaryId: SOUTH.id })] },
      today: '2026-03-20',
      expected: null,
    },
  ],
};

describe('recommendTreatments, rule by rule', () => {
  describe.each(Object.entries(RULE_CASES) as [RecommendationRule, RuleCase[]][])('%s', (ruleName, cases) => {
    const rule = RECOMMENDATION_RULES[ruleName];
    it.each(cases)('$title', ({ input, today, expected }) => {
      const fromRule = explainedRecommendations({ ...NOTHING, ...input }, today)
        .filter(({ rule: from, recommendation }) => from === ruleName && recommendation.hiveId === 'hive-1')
        .map(({ recommendation }) => recommendation);
      if (expected === null) {
        expect(fromRule).toEqual([]);
      } else {
        const { priority, recommendationType } = rule;
        expect(fromRule).toEqual([
          expect.objectContaining({ hiveName: 'Hive 1', priority, recommendationType, ...expected }),
        ]);
      }
    });
  });

  it('covers every rule of the list, each with its source', () => {
    expect(Object.keys(RULE_CASES).sort()).toEqual(Object.keys(RECOMMENDATION_RULES).sort());
    for (const { source } of Object.values(RECOMMENDATION_RULES)) expect(source.length).toBeGreaterThan(20);
  });
});

describe('recommendTreatments over a whole account', () => {
  const today = '2026-10-05';
  const input: Partial<RecommendationInput> = {
    hives: [
      hive({
        id: 'quiet',
        name: 'Quiet',
        latestFindings: findings('2026-10-02', { foodStores: 5 }),
        lastVarroaCheck: wash('2026-10-02', 1),
      }),
      hive({
        id: 'mites',
        name: 'Mites',
        lastVarroaCheck: wash('2026-10-02', 13),
        latestFindings: findings('2026-10-02', { foodStores: 2 }),
      }),
      hive({ id: 'sold', name: 'Sold', status: 'sold', lastVarroaCheck: wash('2026-10-02', 30) }),
      hive({
        id: 'due',
        name: 'Due',
        latestFindings: findings('2026-10-02', { foodStores: 5 }),
        lastVarroaCheck: wash('2026-10-02', 1),
      }),
    ],
    treatments: [treatment({ hiveId: 'due', nextDueDate: '2026-10-01' })],
  };
  const recommendations = recommend(input, today);

  it('answers the most pressing first: urgent, then high, then the rest', () => {
    expect(recommendations.map(({ hiveName, priority, treatmentType }) => [hiveName, priority, treatmentType])).toEqual(
      [
        ['Mites', 'urgent', 'varroa'],
        ['Due', 'high', 'varroa'],
        ['Mites', 'high', 'feeding'],
      ],
    );
  });

  it("answers the spec's fields only, naming the product it suggests beside them", () => {
    for (const recommendation of recommendations) treatmentRecommendationSchema.strict().parse(recommendation);
    const explained = explainedRecommendations({ ...NOTHING, ...input }, today);
    expect(explained.map(({ productId }) => productId)).toEqual(['apivar', null, null]);
  });

  it('gives a hive one recommendation per treatment type, and none to a hive that is not active', () => {
    const keys = recommendations.map(({ hiveId, treatmentType }) => `${hiveId}|${treatmentType}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(recommendations.some(({ hiveId }) => hiveId === 'sold')).toBe(false);
  });
});

describe('bestDaysHint', () => {
  const forecast: ForecastHigh[] = [
    { date: '2026-10-05', highF: 70 },
    { date: '2026-10-06', highF: 45 },
    { date: '2026-10-07', highF: 60 },
  ];
  it.each([
    ['formic_pro', forecast, 'Best days to apply: Wed, Oct 7 (daytime highs between 50 °F (10 °C) and 85 °F (29 °C)).'],
    ['apiguard', forecast, 'Best days to apply: Wed, Oct 7 (daytime highs above 59 °F (15 °C)).'],
    [
      'apiguard',
      [{ date: '2026-10-06', highF: 45 }],
      'No day in the coming forecast has daytime highs above 59 °F (15 °C): wait for milder weather.',
    ],
    // Not temperature-bound, or no forecast: no hint.
    ['apivar', forecast, null],
    ['formic_pro', [], null],
  ] as const)('%s over the forecast: %s', (productId, days, expected) => {
    expect(bestDaysHint(productId, days, '2026-10-05')).toBe(expected);
  });

  it('leads with °C for a metric beekeeper', () => {
    expect(bestDaysHint('formic_pro', forecast, '2026-10-05', 'metric')).toBe(
      'Best days to apply: Wed, Oct 7 (daytime highs between 10 °C (50 °F) and 29 °C (85 °F)).',
    );
  });
});
