import type source from '@shared/i18n/catalogs/treatment-advice/en-US.json';
import { TREATMENT_PRODUCTS, type TreatmentProductId } from '@shared/domain/treatment-catalogue';
import type { AdviceParams, TreatmentRecommendation } from '@shared/schemas/treatment-recommendation';
import type { MessageValues, Translate } from '@/lib/i18n/catalog';
import { DAY_AND_MONTH, formatDate, MEDIUM_DATE, WEEKDAY_AND_DAY } from '@/lib/i18n/format';

type AdviceKey = keyof typeof source;

/** A recommendation's treatment name, reason and timing in the beekeeper's language. */
export interface AdviceWords {
  treatmentName: string;
  reason: string;
  seasonalTiming: string | null;
}

function isTreatmentProductId(value: unknown): value is TreatmentProductId {
  return typeof value === 'string' && value in TREATMENT_PRODUCTS;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day as the rules write it: 'Oct 2', with the year when it isn't this year's. */
function day(date: string): string {
  return formatDate(date, date.startsWith(String(new Date().getFullYear())) ? DAY_AND_MONTH : MEDIUM_DATE);
}

/** The params as the messages take them: days written, yes/no for the selects, the best days listed. */
function messageValues(params: AdviceParams): MessageValues {
  const written: MessageValues = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'boolean') written[name] = value ? 'yes' : 'no';
    else if (Array.isArray(value)) written[name] = value.map((date) => formatDate(date, WEEKDAY_AND_DAY)).join('; ');
    else written[name] = typeof value === 'string' && ISO_DAY.test(value) ? day(value) : value;
  }
  return written;
}

/** The suggested product's note and the forecast's best days, after the timing's lead (the rules' productTiming). */
function productTiming(t: Translate<AdviceKey>, lead: string, values: MessageValues, params: AdviceParams): string {
  const parts = [lead];
  const noteKey = `productNote.${String(params.productId)}`;
  if (noteKey in NOTE_KEYS) parts.push(t(noteKey as AdviceKey, { temperature: values.noteTemperature ?? '' }));
  if (Array.isArray(params.bestDays)) {
    const window =
      values.windowMin !== undefined && values.windowMax !== undefined
        ? t('window.between', { min: values.windowMin, max: values.windowMax })
        : values.windowMin !== undefined
          ? t('window.above', { min: values.windowMin })
          : t('window.below', { max: values.windowMax ?? '' });
    const days = values.bestDays ?? '';
    parts.push(params.bestDays.length > 0 ? t('bestDays.some', { days, window }) : t('bestDays.none', { window }));
  }
  return parts.join(' ');
}

/** The products with a note in the catalogue (the others have none). */
const NOTE_KEYS = {
  'productNote.formic_pro': true,
  'productNote.maqs': true,
  'productNote.apivar': true,
  'productNote.apiguard': true,
  'productNote.oxalic_dribble': true,
  'productNote.oxalic_vapour': true,
} as const satisfies Partial<Record<AdviceKey, true>>;

/** How a count reads: '4.3 mites per 100 bees on Oct 2'. */
const countOf = (t: Translate<AdviceKey>, values: MessageValues) =>
  t(values.unit === 'per100Bees' ? 'count.per100Bees' : 'count.board', {
    mites: values.mites ?? 0,
    date: values.countedOn ?? '',
  });

const syrup = (t: Translate<AdviceKey>, values: MessageValues) => t('feed.syrup', { ratio: values.ratio ?? '' });

/**
 * A recommendation in the beekeeper's language, written from the facts its rule answered (`advice`); one without
 * them keeps the server's English.
 */
export function adviceWords(
  t: Translate<AdviceKey>,
  productName: (product: TreatmentProductId) => string,
  recommendation: TreatmentRecommendation,
): AdviceWords {
  const { advice, treatmentName, reason, seasonalTiming } = recommendation;
  if (!advice) return { treatmentName, reason, seasonalTiming };
  const { params } = advice;
  const values = messageValues(params);
  // A catalogue product by its name in the language shown; the server's name for another.
  const product = isTreatmentProductId(params.productId) ? productName(params.productId) : String(values.product ?? '');
  values.product = product;
  const ago = () => t('daysAgo', { days: Number(params.daysLate ?? 0) });
  switch (advice.code) {
    case 'varroaAboveThreshold': {
      const count = countOf(t, values);
      const why =
        values.basis === 'severeDrop'
          ? t('varroaAboveThreshold.severeDrop', { ...values, count })
          : values.basis === 'colonyMites'
            ? t('varroaAboveThreshold.colonyMites', { ...values, count })
            : t('varroaAboveThreshold.per100Bees', { ...values, count });
      return {
        treatmentName: product,
        reason: t('varroaAboveThreshold.reason', { ...values, why }),
        seasonalTiming: productTiming(t, t('varroaAboveThreshold.timing'), values, params),
      };
    }
    case 'overdueFollowUp':
      return {
        treatmentName,
        reason: t('overdueFollowUp.reason', { ...values, ago: ago() }),
        seasonalTiming: t('timing.overdue'),
      };
    case 'overdueRecount':
      return {
        treatmentName: t('overdueRecount.name'),
        reason: t('overdueRecount.reason', { ...values, ago: ago() }),
        seasonalTiming: t('timing.overdue'),
      };
    case 'possiblyQueenless':
      return {
        treatmentName: t('possiblyQueenless.name'),
        reason: t('possiblyQueenless.reason', values),
        seasonalTiming: t('possiblyQueenless.timing'),
      };
    case 'lowStores':
      return {
        treatmentName: values.phase === 'dormancy' ? t('feed.fondant') : syrup(t, values),
        reason: t('lowStores.reason', values),
        seasonalTiming: t('timing.now'),
      };
    case 'varroaWatchBand':
      return {
        treatmentName: t('varroaWatchBand.name'),
        reason: t('varroaWatchBand.reason', { ...values, count: countOf(t, values) }),
        seasonalTiming: t('varroaWatchBand.timing'),
      };
    case 'varroaCheckDue': {
      const since = values.countedOn === undefined ? t('varroaCheckDue.never') : t('varroaCheckDue.since', values);
      return {
        treatmentName: t('varroaCheckDue.name'),
        reason: t('varroaCheckDue.reason', { since }),
        seasonalTiming: t('varroaCheckDue.timing'),
      };
    }
    case 'lateSummerTreatmentWindow':
      return {
        treatmentName: product,
        reason: t('lateSummerTreatmentWindow.reason', values),
        seasonalTiming: productTiming(t, t('lateSummerTreatmentWindow.timing'), values, params),
      };
    case 'broodlessOxalicWindow':
      return {
        treatmentName: product,
        reason: t('broodlessOxalicWindow.reason', values),
        seasonalTiming: t('broodlessOxalicWindow.timing'),
      };
    case 'fallFeeding':
    case 'springFeeding':
      return {
        treatmentName: syrup(t, values),
        reason: t(`${advice.code}.reason`, values),
        seasonalTiming: t(`${advice.code}.timing`),
      };
    default:
      return { treatmentName, reason, seasonalTiming };
  }
}
