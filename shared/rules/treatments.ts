import { addDays } from 'date-fns';
import {
  TREATMENT_PRODUCTS,
  type FeedType,
  type SyrupRatio,
  type TreatmentProduct,
  type TreatmentProductId,
} from '../domain/treatment-catalogue';
import type { FinanceCategory } from '../domain/finance';
import type { TreatmentType } from '../domain/treatment';
import type { CalendarDate } from '../schemas/common';
import { toCalendarDate, toDate } from './calendar';
import { formatTemperatureBothScales, type UnitSystem } from './units';

function plusDays(date: CalendarDate, days: number): CalendarDate {
  return toCalendarDate(addDays(toDate(date), days));
}

/**
 * The Finance category a treatment's cost is booked under, as the expense recorded with it: feed for a feeding,
 * medication for anything else applied to a colony.
 */
export function treatmentExpenseCategory(
  treatmentType: TreatmentType,
): Extract<FinanceCategory, 'feed' | 'medication'> {
  return treatmentType === 'feeding' ? 'feed' : 'medication';
}

/** A product's note in the beekeeper's scale first: 'above 33 °C (92 °F)' in metric; null without one. */
export function productNote({ note }: Pick<TreatmentProduct, 'note'>, system: UnitSystem): string | null {
  if (typeof note !== 'function') return note;
  return note((fahrenheit) => formatTemperatureBothScales(fahrenheit, system));
}

/** When a catalogue treatment applied on a day ends (strips or trays out): the form's next due date. */
export function treatmentEndDate(productId: TreatmentProductId, applicationDate: CalendarDate): CalendarDate {
  return plusDays(applicationDate, TREATMENT_PRODUCTS[productId].lengthDays);
}

/**
 * When honey supers may go back on after a catalogue treatment: its end plus the label's wait, or null when the
 * label lets supers stay on throughout.
 */
export function supersAllowedFrom(productId: TreatmentProductId, applicationDate: CalendarDate): CalendarDate | null {
  const product: TreatmentProduct = TREATMENT_PRODUCTS[productId];
  if (product.supersAllowed) return null;
  return plusDays(treatmentEndDate(productId, applicationDate), product.withdrawalDays);
}

/**
 * The mite recount after a treatment: 10 to 14 days after it ends, so the count shows what the treatment did
 * (beekeeping-science notes, after HBHC *Tools for Varroa Management*). The task is due on the first day.
 */
export const RECOUNT_DAYS_AFTER_END = { from: 10, to: 14 } as const;

export function recountDueDate(treatmentEnd: CalendarDate): CalendarDate {
  return plusDays(treatmentEnd, RECOUNT_DAYS_AFTER_END.from);
}

/**
 * A treatment's efficacy in % from the mite counts (per 100 bees) before and after: (before - after) / before,
 * rounded. Null without both counts or with no mites before. Negative when the mites went up.
 */
export function treatmentEfficacyPercent(before: number | null, after: number | null): number | null {
  if (before === null || after === null || before <= 0) return null;
  return Math.round(((before - after) / before) * 100);
}

/**
 * The sugar in a feed, in lbs: syrup holds its ratio's share by weight (2:1 is 2/3 sugar, 1:1 half), dry sugar
 * and fondant count as their weight, a pollen patty (a protein feed) as none.
 */
export function sugarInFeedLbs(feed: {
  feedType: FeedType | null;
  feedAmount: number | null;
  syrupRatio: SyrupRatio | null;
}): number {
  const { feedType, feedAmount, syrupRatio } = feed;
  if (feedType === null || feedAmount === null) return 0;
  if (feedType === 'sugar_syrup') return syrupRatio === '2:1' ? (feedAmount * 2) / 3 : feedAmount / 2;
  if (feedType === 'dry_sugar' || feedType === 'fondant') return feedAmount;
  return 0;
}

/**
 * A warning of the treatment form, with what its words need (the form says it in the beekeeper's language): the
 * forecast days outside the label's temperature window, supers on, or the previous product of the same class.
 */
export type TreatmentWarning =
  | { kind: 'temperature'; dates: CalendarDate[] }
  | { kind: 'supers' }
  | { kind: 'same_class'; previousProductId: TreatmentProductId };
export type TreatmentWarningKind = TreatmentWarning['kind'];

/** What the form knows when it checks a catalogue treatment before saving. */
export interface TreatmentWarningInput {
  productId: TreatmentProductId;
  applicationDate: CalendarDate;
  /** Daily highs (°F) of the hive's apiary forecast, by calendar date; empty when there is none. */
  forecastHighsF: readonly { date: CalendarDate; highF: number }[];
  /** Whether honey supers are on the hive. */
  supersOn: boolean;
  /** The hive's treatment before this one (its catalogue product), if any. */
  previousProductId: TreatmentProductId | null;
}

/**
 * The form's warnings for a catalogue treatment: forecast days of the treatment outside the label's temperature
 * window, supers on when the label forbids them, and the same mode-of-action class as the hive's previous
 * treatment. Warnings never block saving: labels differ by country and the beekeeper decides.
 */
export function treatmentWarnings(input: TreatmentWarningInput): TreatmentWarning[] {
  const product: TreatmentProduct = TREATMENT_PRODUCTS[input.productId];
  const warnings: TreatmentWarning[] = [];
  const window = product.temperatureF;
  if (window) {
    const end = treatmentEndDate(input.productId, input.applicationDate);
    const outside = input.forecastHighsF.filter(
      ({ date, highF }) =>
        date >= input.applicationDate &&
        date < end &&
        ((window.min !== undefined && highF < window.min) || (window.max !== undefined && highF > window.max)),
    );
    if (outside.length > 0) warnings.push({ kind: 'temperature', dates: outside.map(({ date }) => date) });
  }
  if (input.supersOn && !product.supersAllowed) {
    warnings.push({ kind: 'supers' });
  }
  const previousProductId = input.previousProductId;
  if (previousProductId !== null && TREATMENT_PRODUCTS[previousProductId].modeOfAction === product.modeOfAction) {
    warnings.push({ kind: 'same_class', previousProductId });
  }
  return warnings;
}
