import type { TreatmentProductId } from '@shared/domain/treatment-catalogue';
import { describe, expect, it } from 'vitest';
import { board, findings, hive, NORTH, wash } from '@shared/test-support/recommendation-builders';
import {
  RECOMMENDATION_RULES,
  recommendTreatments,
  type RecommendationInput,
} from '@shared/rules/treatment-recommendations';
import { messagesOf } from '@/lib/i18n/catalog';
import { buildRecommendation } from '@/testing/treatments';
import { treatmentAdviceMessages } from '../advice-messages';
import { adviceWords } from './advice-words';
import { labelMessages } from '@/lib/i18n/labels';

/** This year and last: the rules write a day of this year without its year, as the web app does. */
const YEAR = new Date().getFullYear();
const LAST_YEAR = YEAR - 1;
/** Highs for the week after `from`: some within a product's window, some above it. */
const forecast = (from: string) =>
  [60, 95, 70].map((highF, index) => ({
    date: `${from.slice(0, 8)}${String(Number(from.slice(8)) + index + 1).padStart(2, '0')}`,
    highF,
  }));

/** A beekeeper's hives on a day, one situation per rule (and its variants). */
const SITUATIONS: { input: Partial<RecommendationInput>; today: string }[] = [
  { input: { hives: [hive({ lastVarroaCheck: wash(`${YEAR}-08-20`, 12) })] }, today: `${YEAR}-08-25` },
  {
    input: {
      hives: [hive({ lastVarroaCheck: wash(`${YEAR}-08-20`, 12) })],
      forecastHighsByApiary: { [NORTH.id]: forecast(`${YEAR}-08-25`) },
    },
    today: `${YEAR}-08-25`,
  },
  {
    input: {
      hives: [hive({ lastVarroaCheck: wash(`${YEAR}-08-20`, 12) })],
      forecastHighsByApiary: { [NORTH.id]: [{ date: `${YEAR}-08-26`, highF: 100 }] },
      units: 'metric',
    },
    today: `${YEAR}-08-25`,
  },
  { input: { hives: [hive({ lastVarroaCheck: board(`${YEAR}-10-01`, 60) })] }, today: `${YEAR}-10-03` },
  { input: { hives: [hive({ lastVarroaCheck: board(`${YEAR}-07-01`, 24) })] }, today: `${YEAR}-07-03` },
  { input: { hives: [hive({ lastVarroaCheck: wash(`${YEAR}-05-02`, 2) })] }, today: `${YEAR}-05-10` },
  {
    input: {
      hives: [hive()],
      treatments: [
        {
          hiveId: 'hive-1',
          treatmentType: 'varroa',
          treatmentName: 'Apivar',
          productId: 'apivar',
          applicationDate: `${YEAR}-03-01`,
          nextDueDate: `${YEAR}-04-26`,
        },
        {
          hiveId: 'hive-1',
          treatmentType: 'feeding',
          treatmentName: 'Syrup',
          productId: null,
          applicationDate: `${YEAR}-05-08`,
          nextDueDate: `${YEAR}-05-09`,
        },
      ],
    },
    today: `${YEAR}-05-10`,
  },
  {
    input: { hives: [hive()], recountTasks: [{ hiveId: 'hive-1', dueDate: `${YEAR}-05-09` }] },
    today: `${YEAR}-05-10`,
  },
  {
    input: { hives: [hive({ latestFindings: findings(`${YEAR}-05-05`, { queenSeen: false, eggsPresent: false }) })] },
    today: `${YEAR}-05-10`,
  },
  {
    input: {
      hives: [
        hive({ latestFindings: findings(`${YEAR}-06-05`, { queenSeen: false, eggsPresent: false, queenCells: true }) }),
      ],
    },
    today: `${YEAR}-06-10`,
  },
  ...['01-10', '04-10', '07-10', '10-10'].map((day) => ({
    input: {
      hives: [hive({ latestFindings: findings(`${YEAR}-${day}`, { foodStores: 1 }) })],
      units: 'metric' as const,
    },
    today: `${YEAR}-${day}`,
  })),
  { input: { hives: [hive({ lastVarroaCheck: wash(`${LAST_YEAR}-12-20`, 0) })] }, today: `${YEAR}-03-10` },
  { input: { hives: [hive()] }, today: `${YEAR}-09-05` },
  { input: { hives: [hive({ lastVarroaCheck: wash(`${YEAR}-08-01`, 1) })] }, today: `${YEAR}-08-15` },
  { input: { hives: [hive()] }, today: `${YEAR}-12-10` },
  { input: { hives: [hive()] }, today: `${YEAR}-10-15` },
  { input: { hives: [hive()], units: 'metric' }, today: `${YEAR}-04-15` },
];

function recommendationsIn({ input, today }: (typeof SITUATIONS)[number]) {
  return recommendTreatments(
    { hives: [], apiaries: [NORTH], treatments: [], recountTasks: [], forecastHighsByApiary: {}, ...input },
    today,
  );
}

/** A catalogue product's name, as `useLabels().product` says it. */
const productName = (product: TreatmentProductId) => messagesOf(labelMessages)(`product.${product}`);

describe('the treatment advice written from the rules’ facts', () => {
  it('reads in en-US exactly as the rules write it in English, for every rule', () => {
    const t = messagesOf(treatmentAdviceMessages);
    const codes = new Set<string>();
    for (const situation of SITUATIONS) {
      for (const recommendation of recommendationsIn(situation)) {
        codes.add(recommendation.advice?.code ?? '');
        const { treatmentName, reason, seasonalTiming } = recommendation;
        expect(adviceWords(t, productName, recommendation)).toEqual({ treatmentName, reason, seasonalTiming });
      }
    }
    expect([...codes].sort()).toEqual(Object.keys(RECOMMENDATION_RULES).sort());
  });

  it('keeps the server’s English for a recommendation that came without its facts', () => {
    const t = messagesOf(treatmentAdviceMessages);
    const english = { ...buildRecommendation(), reason: 'Count mites before the winter bees are raised.' };
    expect(english.advice).toBeUndefined();
    expect(adviceWords(t, productName, english)).toEqual({
      treatmentName: english.treatmentName,
      reason: english.reason,
      seasonalTiming: english.seasonalTiming,
    });
  });
});
