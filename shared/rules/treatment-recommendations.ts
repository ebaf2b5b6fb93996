/**
 * HiveKeeper's treatment recommendations: a pure function over what the beekeeper's hives keep of their latest
 * inspection and last mite count, their recent treatments, pending recount tasks, apiary latitudes (for the
 * hemisphere), the coming forecast and today's date. Every rule names its source (RECOMMENDATION_RULES, which the
 * README lists); figures come from ../notes/beekeeping-science.md through `varroa.ts`, `beekeeping-figures.ts` and
 * the treatment catalogue. Labels and local advice differ by region: these are defaults, never hard rules.
 */
import { countOf } from '../count-of';
import { DAY_AND_MONTH, formatDay, MEDIUM_DATE, WEEKDAY_AND_DAY } from '../i18n/format';
import type { VarroaFigure } from '../domain/varroa';
import {
  FEED_TYPE_LABELS,
  MODE_OF_ACTION_LABELS,
  TREATMENT_PRODUCTS,
  type TreatmentProduct,
  type TreatmentProductId,
} from '../domain/treatment-catalogue';
import { temperatureWindow } from '../messages';
import type { Apiary } from '../schemas/apiary';
import type { CalendarDate } from '../schemas/common';
import type { Hive, LastVarroaCheck, LatestFindings } from '../schemas/hive';
import type { Task } from '../schemas/task';
import type { Treatment, TreatmentType } from '../schemas/treatment';
import {
  RECOMMENDATION_PRIORITIES,
  type RecommendationPriority,
  type RecommendationTreatmentType,
  type AdviceParams,
  type RecommendationType,
  type TreatmentRecommendation,
} from '../schemas/treatment-recommendation';
import { BEEKEEPING_FIGURES } from './beekeeping-figures';
import { productNote, RECOUNT_DAYS_AFTER_END } from './treatments';
import { formatTemperatureBothScales, formatWeightRange, type UnitSystem } from './units';
import {
  colonyPhase,
  estimatedColonyMites,
  hemisphereOf,
  monthOfCalendarDate,
  northernMonth,
  varroaFigure,
  varroaLevel,
  varroaThresholdPer100Bees,
  VARROA_THRESHOLDS_BY_REGION,
  type ColonyPhase,
  type Hemisphere,
} from './varroa';
import { DAY_MS } from '../domain/durations';

/** What the engine reads of a hive: only active hives are advised. */
export type RecommendationHive = Pick<
  Hive,
  'id' | 'name' | 'apiaryId' | 'status' | 'latestFindings' | 'lastVarroaCheck'
>;
export type RecommendationApiary = Pick<Apiary, 'id' | 'latitude'>;
export type RecommendationTreatment = Pick<
  Treatment,
  'hiveId' | 'treatmentType' | 'treatmentName' | 'productId' | 'applicationDate' | 'nextDueDate'
>;
/** A pending recount task (one a treatment scheduled). */
export type RecountTask = Pick<Task, 'hiveId' | 'dueDate'>;
/** A forecast day's high in °F at an apiary. */
export interface ForecastHigh {
  date: CalendarDate;
  highF: number;
}

export interface RecommendationInput {
  hives: readonly RecommendationHive[];
  apiaries: readonly RecommendationApiary[];
  /** The treatments of the last months (the route reads 12), any order. */
  treatments: readonly RecommendationTreatment[];
  recountTasks: readonly RecountTask[];
  /** The coming days' highs by apiary id; an apiary without one simply gets no best-days hint. */
  forecastHighsByApiary: Readonly<Record<string, readonly ForecastHigh[]>>;
  /** The beekeeper's units: temperatures in the advice read in them first (imperial unless said). */
  units?: UnitSystem;
}

/**
 * The rules, most pressing first: their order breaks ties within a priority and decides which one a hive keeps when
 * two advise the same treatment type. The README lists them from here.
 */
export const RECOMMENDATION_RULES = {
  varroaAboveThreshold: {
    name: 'Varroa at or above the threshold',
    priority: 'urgent',
    recommendationType: 'health_issue',
    source:
      'HBHC, Tools for Varroa Management (9th ed., Table 1): 1 mite per 100 bees while dormant and in spring, 2 at peak and in fall; UK NBU, Managing Varroa: a board estimate of 1,000 mites or over 9 a day',
  },
  overdueFollowUp: {
    name: 'Treatment follow-up overdue',
    priority: 'high',
    recommendationType: 'follow_up',
    source: "The treatment's own next due date (catalogue products: the label's length, strip removal)",
  },
  overdueRecount: {
    name: 'Mite recount overdue',
    priority: 'high',
    recommendationType: 'follow_up',
    source: 'HBHC; Betterbee: count again 10 to 14 days after a treatment ends to see whether it worked',
  },
  possiblyQueenless: {
    name: 'Possibly queenless',
    priority: 'high',
    recommendationType: 'health_issue',
    source:
      "The latest inspection: no queen and no eggs outside the broodless months (HBHC's dormancy phase, when no eggs is normal)",
  },
  lowStores: {
    name: 'Low food stores',
    priority: 'high',
    recommendationType: 'health_issue',
    source:
      "The latest inspection's food stores rated 2 of 5 or less; syrup 2:1 in fall, 1:1 in spring, 40-60 lb winter stores, hives opened only above 50 °F (the spec's tip figures, BEEKEEPING_FIGURES); fondant in winter",
  },
  varroaWatchBand: {
    name: 'Varroa in the watch band',
    priority: 'medium',
    recommendationType: 'health_issue',
    source: 'Beekeeping-science notes after HBHC Table 1: watch from half the threshold up to it',
  },
  lateSummerTreatmentWindow: {
    name: 'Late-summer varroa treatment window',
    priority: 'medium',
    recommendationType: 'seasonal',
    source:
      'HBHC Table 1 (peak and decrease phases) and Randy Oliver, scientificbeekeeping.com: mites double monthly with brood, so treat after the harvest in August-September (northern) to protect the winter bees',
  },
  varroaCheckDue: {
    name: 'No mite count for 30 days in the active season',
    priority: 'medium',
    recommendationType: 'seasonal',
    source: 'HBHC, Tools for Varroa Management: count monthly in the active season (March to October, northern)',
  },
  broodlessOxalicWindow: {
    name: 'Broodless oxalic acid window',
    priority: 'low',
    recommendationType: 'seasonal',
    source:
      "HBHC's dormancy phase (November-February, northern, broodless); Api-Bioxal EU SPC: oxalic acid kills mites outside capped brood only",
  },
  fallFeeding: {
    name: 'Fall feeding for winter stores',
    priority: 'low',
    recommendationType: 'seasonal',
    source: "The spec's tip figures (BEEKEEPING_FIGURES): 2:1 syrup in fall, 40-60 lb of winter stores",
  },
  springFeeding: {
    name: 'Spring build-up feeding',
    priority: 'low',
    recommendationType: 'seasonal',
    source: "The spec's tip figures (beekeeping-science notes, Feeding and stores): 1:1 syrup in spring",
  },
} as const satisfies Record<
  string,
  { name: string; priority: RecommendationPriority; recommendationType: RecommendationType; source: string }
>;
export type RecommendationRule = keyof typeof RECOMMENDATION_RULES;
const RULE_ORDER = Object.keys(RECOMMENDATION_RULES) as RecommendationRule[];

/** Days a mite count stays current in the active season: the monthly cadence (HBHC). */
export const VARROA_CHECK_INTERVAL_DAYS = 30;
/** A varroa treatment this recent counts as this season's: the treatment windows don't ask for another. */
const RECENT_VARROA_TREATMENT_DAYS = 60;
/** A feeding this recent means the beekeeper is already feeding: the seasonal feeding rules stay quiet. */
const RECENT_FEEDING_DAYS = 30;
/** Food stores rated this or less (of 5) are low. */
export const LOW_STORES_RATING = 2;
/** Stores rated this or more need no seasonal feeding. */
const PLENTY_STORES_RATING = 4;

/**
 * The products each phase suggests, in order: oxalic acid while broodless (it reaches only mites outside capped
 * brood), products allowed with supers on while the colony builds up and during the flow (Formic Pro, HopGuard),
 * and any class after the harvest (the catalogue's label figures). The hive's last class is skipped: alternating
 * classes slows resistance (amitraz resistance is documented).
 */
const PRODUCTS_BY_PHASE = {
  dormancy: ['oxalic_dribble', 'apivar'],
  population_increase: ['formic_pro', 'hopguard', 'oxalic_dribble'],
  peak_population: ['formic_pro', 'hopguard'],
  population_decrease: ['apivar', 'formic_pro', 'apiguard', 'oxalic_dribble'],
} as const satisfies Record<ColonyPhase, readonly TreatmentProductId[]>;

/** The phases in a beekeeper's words: "the fall threshold". */
const PHASE_WORDS = {
  dormancy: 'winter',
  population_increase: 'spring',
  peak_population: 'summer',
  population_decrease: 'fall',
} as const satisfies Record<ColonyPhase, string>;

/** What the rules know about one hive on the day asked. */
interface HiveContext {
  hive: RecommendationHive;
  today: CalendarDate;
  /** The hive's apiary's latitude: its hemisphere and thresholds. */
  latitude: string | null;
  hemisphere: Hemisphere;
  /** Today's month in the northern calendar (1-12). */
  northernMonthToday: number;
  phaseToday: ColonyPhase;
  /** The hive's treatments, newest application first. */
  treatments: readonly RecommendationTreatment[];
  recountTasks: readonly RecountTask[];
  forecast: readonly ForecastHigh[];
  units: UnitSystem;
}

/** A rule's recommendation before its hive, priority and days since the last treatment are filled in. */
interface Advice {
  treatmentName: string;
  treatmentType: RecommendationTreatmentType;
  reason: string;
  seasonalTiming: string | null;
  /** The catalogue product suggested, if any. */
  productId?: TreatmentProductId;
  /** The same advice as facts, for the web app's catalogue (`shared/i18n/catalogs/treatment-advice`). */
  params: AdviceParams;
}

/** A rule gives nothing, one piece of advice, or (for follow-ups) one per treatment type. */
type Rule = (context: HiveContext) => Advice | Advice[] | null;

/** Whole days from one calendar date to another (date-only ISO text parses as UTC midnight: no DST to mind). */
const daysBetween = (from: CalendarDate, to: CalendarDate) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** A day as a beekeeper writes it: 'Oct 2', with the year when it isn't this year's. */
function day(date: CalendarDate, today: CalendarDate): string {
  return formatDay(date, 'en-US', date.slice(0, 4) === today.slice(0, 4) ? DAY_AND_MONTH : MEDIUM_DATE);
}

function daysAgo(count: number): string {
  if (count === 0) return 'today';
  return count === 1 ? 'yesterday' : `${count} days ago`;
}

const oneDecimal = (value: number) => value.toFixed(1).replace(/\.0$/, '');

function lastOfType(context: HiveContext, type: TreatmentType): RecommendationTreatment | undefined {
  return context.treatments.find(({ treatmentType }) => treatmentType === type);
}

function treatedWithin(context: HiveContext, type: TreatmentType, days: number): boolean {
  const last = lastOfType(context, type);
  return last !== undefined && daysBetween(last.applicationDate, context.today) < days;
}

/** The product to suggest now: the phase's first whose class differs from the hive's last catalogue product's. */
function suggestedProduct(context: HiveContext): TreatmentProductId {
  const candidates: readonly TreatmentProductId[] = PRODUCTS_BY_PHASE[context.phaseToday];
  const lastProduct = context.treatments.find(({ productId }) => productId !== null)?.productId;
  const lastClass = lastProduct ? TREATMENT_PRODUCTS[lastProduct].modeOfAction : null;
  return candidates.find((id) => TREATMENT_PRODUCTS[id].modeOfAction !== lastClass) ?? candidates[0] ?? 'apivar';
}

/**
 * For a product with a temperature window, the coming forecast days whose high falls in it: 'Best days to apply:
 * Tue Nov 24, Wed Nov 25 (daytime highs between 50 °F (10 °C) and 85 °F (29 °C))'. Null without a window or a
 * forecast.
 */
export function bestDaysHint(
  productId: TreatmentProductId,
  forecast: readonly ForecastHigh[],
  today: CalendarDate,
  units: UnitSystem = 'imperial',
): string | null {
  const product: TreatmentProduct = TREATMENT_PRODUCTS[productId];
  const window = product.temperatureF;
  const coming = forecast.filter(({ date }) => date > today);
  if (!window || coming.length === 0) return null;
  const fits = coming.filter(
    ({ highF }) =>
      (window.min === undefined || highF >= window.min) && (window.max === undefined || highF <= window.max),
  );
  const span = `daytime highs ${temperatureWindow(window, units)}`;
  if (fits.length === 0) return `No day in the coming forecast has ${span}: wait for milder weather.`;
  const days = fits.map(({ date }) => formatDay(date, 'en-US', WEEKDAY_AND_DAY)).join('; ');
  return `Best days to apply: ${days} (${span}).`;
}

/**
 * A product suggestion's timing as facts: the product (its note), its temperature window written in the units asked
 * for, and the coming forecast days that fit it (none when no forecast came).
 */
function productTimingParams(productId: TreatmentProductId, context: HiveContext): AdviceParams {
  const product: TreatmentProduct = TREATMENT_PRODUCTS[productId];
  const window = product.temperatureF;
  const params: AdviceParams = { productId, product: product.name };
  // A note with a temperature in it names one: kept for the catalogue's note to write in its words.
  if (typeof product.note === 'function') {
    product.note((fahrenheit) => (params.noteTemperature = formatTemperatureBothScales(fahrenheit, context.units)));
  }
  const coming = context.forecast.filter(({ date }) => date > context.today);
  if (!window || coming.length === 0) return params;
  if (window.min !== undefined) params.windowMin = formatTemperatureBothScales(window.min, context.units);
  if (window.max !== undefined) params.windowMax = formatTemperatureBothScales(window.max, context.units);
  params.bestDays = coming
    .filter(
      ({ highF }) =>
        (window.min === undefined || highF >= window.min) && (window.max === undefined || highF <= window.max),
    )
    .map(({ date }) => date);
  return params;
}

/** A product suggestion's timing: the catalogue's advice and the best days in the forecast. */
function productTiming(productId: TreatmentProductId, context: HiveContext, lead: string): string {
  const product: TreatmentProduct = TREATMENT_PRODUCTS[productId];
  const hint = bestDaysHint(productId, context.forecast, context.today, context.units);
  return [lead, productNote(product, context.units), hint].filter((part): part is string => part !== null).join(' ');
}

/** How a count reads: '4.3 mites per 100 bees on Oct 2', '1 mite per 100 bees', '12 mites a day on the sticky board'. */
function countWords(figure: VarroaFigure, check: LastVarroaCheck, today: CalendarDate): string {
  const mites = countOf(Number(oneDecimal(figure.value)), 'mite', 'mites');
  const unit = figure.unit === 'per100Bees' ? 'per 100 bees' : 'a day on the sticky board';
  return `${mites} ${unit} on ${day(check.inspectionDate, today)}`;
}

/** The hive's last count and where it stands, unless a varroa treatment was applied since (the recount tells). */
function untreatedCount(context: HiveContext) {
  const check = context.hive.lastVarroaCheck;
  if (!check) return null;
  const figure = varroaFigure(check);
  if (!figure) return null;
  const treatedSince = context.treatments.some(
    ({ treatmentType, applicationDate }) => treatmentType === 'varroa' && applicationDate >= check.inspectionDate,
  );
  if (treatedSince) return null;
  const month = monthOfCalendarDate(check.inspectionDate);
  const phase = colonyPhase(month, context.hemisphere);
  const level = varroaLevel(figure, month, { latitude: context.latitude });
  return { check, figure, month, phase, level };
}

/** A count as facts: how many mites, counted how, and when. */
function countParams(figure: VarroaFigure, check: LastVarroaCheck): AdviceParams {
  return { mites: Number(oneDecimal(figure.value)), unit: figure.unit, countedOn: check.inspectionDate };
}

/** Why a count calls for treatment as facts: the basis it is judged on and the figure it meets. */
function aboveThresholdParams(
  count: NonNullable<ReturnType<typeof untreatedCount>>,
  context: HiveContext,
): AdviceParams {
  const { figure, check, phase, month } = count;
  const counted = countParams(figure, check);
  if (figure.unit === 'per100Bees') {
    const threshold = varroaThresholdPer100Bees(month, { latitude: context.latitude });
    return { ...counted, basis: figure.value > threshold ? 'above' : 'at', phase, threshold };
  }
  const { boardColonyMites, boardSevereDailyDrop } = VARROA_THRESHOLDS_BY_REGION.default;
  if (figure.value > boardSevereDailyDrop) return { ...counted, basis: 'severeDrop', severeDrop: boardSevereDailyDrop };
  const colonyMites = estimatedColonyMites(figure.value, month, context.hemisphere);
  return { ...counted, basis: 'colonyMites', colonyMites, actOn: boardColonyMites };
}

/** Why a count calls for treatment, against the figure that applies to it. */
function aboveThresholdWhy(count: NonNullable<ReturnType<typeof untreatedCount>>, context: HiveContext): string {
  const { figure, check, phase, month } = count;
  const words = countWords(figure, check, context.today);
  if (figure.unit === 'per100Bees') {
    const threshold = varroaThresholdPer100Bees(month, { latitude: context.latitude });
    const relation = figure.value > threshold ? 'above' : 'at';
    return `${words} is ${relation} the ${PHASE_WORDS[phase]} threshold of ${threshold}`;
  }
  const { boardColonyMites, boardSevereDailyDrop } = VARROA_THRESHOLDS_BY_REGION.default;
  const colonyMites = estimatedColonyMites(figure.value, month, context.hemisphere);
  if (figure.value > boardSevereDailyDrop) return `${words} is over the severe drop of ${boardSevereDailyDrop} a day`;
  return `${words} means about ${colonyMites.toLocaleString('en-US')} mites in the colony, at or over the ${boardColonyMites.toLocaleString('en-US')} to act on`;
}

const RULES: Record<RecommendationRule, Rule> = {
  varroaAboveThreshold(context) {
    const count = untreatedCount(context);
    if (count?.level !== 'treat') return null;
    const productId = suggestedProduct(context);
    const product = TREATMENT_PRODUCTS[productId];
    return {
      treatmentName: product.name,
      treatmentType: 'varroa',
      productId,
      reason: `${aboveThresholdWhy(count, context)}: treat now. ${product.name} (${MODE_OF_ACTION_LABELS[product.modeOfAction].toLowerCase()}) suits the season; count again ${RECOUNT_DAYS_AFTER_END.from}-${RECOUNT_DAYS_AFTER_END.to} days after it ends.`,
      seasonalTiming: productTiming(productId, context, 'Now.'),
      params: {
        ...aboveThresholdParams(count, context),
        ...productTimingParams(productId, context),
        modeOfAction: product.modeOfAction,
        recountFrom: RECOUNT_DAYS_AFTER_END.from,
        recountTo: RECOUNT_DAYS_AFTER_END.to,
      },
    };
  },

  overdueFollowUp(context) {
    // Only each type's latest treatment: a newer one of the same type is its follow-up.
    const types = [...new Set(context.treatments.map(({ treatmentType }) => treatmentType))];
    return types.flatMap((type) => {
      const latest = lastOfType(context, type);
      if (!latest?.nextDueDate || latest.nextDueDate >= context.today) return [];
      const late = daysBetween(latest.nextDueDate, context.today);
      const removal =
        latest.productId && TREATMENT_PRODUCTS[latest.productId].lengthDays > 1 ? ' (strips or trays out)' : '';
      return {
        treatmentName: latest.treatmentName,
        // A nosema treatment is followed up as the medication it is (recommendations never suggest nosema).
        treatmentType: latest.treatmentType === 'nosema' ? 'medication' : latest.treatmentType,
        reason: `${latest.treatmentName} applied on ${day(latest.applicationDate, context.today)} was due for its next step${removal} on ${day(latest.nextDueDate, context.today)}, ${daysAgo(late)}: follow up and log it.`,
        seasonalTiming: 'Overdue',
        params: {
          treatment: latest.treatmentName,
          appliedOn: latest.applicationDate,
          dueOn: latest.nextDueDate,
          daysLate: late,
          removal: removal !== '',
        },
      };
    });
  },

  overdueRecount(context) {
    const check = context.hive.lastVarroaCheck;
    const overdue = context.recountTasks
      .filter(({ dueDate }) => dueDate < context.today && !(check && check.inspectionDate >= dueDate))
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
    if (!overdue) return null;
    return {
      treatmentName: 'Varroa recount',
      treatmentType: 'varroa',
      reason: `The mite count after the last treatment was due on ${day(overdue.dueDate, context.today)}, ${daysAgo(daysBetween(overdue.dueDate, context.today))}: count again to see whether the treatment worked.`,
      seasonalTiming: 'Overdue',
      params: { dueOn: overdue.dueDate, daysLate: daysBetween(overdue.dueDate, context.today) },
    };
  },

  possiblyQueenless(context) {
    const findings = context.hive.latestFindings;
    if (!findings || findings.queenSeen || findings.eggsPresent) return null;
    // A broodless winter colony has no eggs: that is normal, not a sign of a missing queen.
    if (colonyPhase(monthOfCalendarDate(findings.inspectionDate), context.hemisphere) === 'dormancy') return null;
    const cells = findings.queenCells
      ? ' Queen cells were seen: they may be raising a new queen, so give her 2-3 weeks before requeening.'
      : ' Look again within a week; if there are still no eggs, requeen or combine the colony.';
    return {
      treatmentName: 'Queen check',
      treatmentType: 'other',
      reason: `No queen and no eggs seen on ${day(findings.inspectionDate, context.today)}: the colony may be queenless.${cells}`,
      seasonalTiming: 'At the next inspection',
      params: { seenOn: findings.inspectionDate, queenCells: findings.queenCells },
    };
  },

  lowStores(context) {
    const findings = context.hive.latestFindings;
    if (!findings || findings.foodStores > LOW_STORES_RATING) return null;
    const fedSince = context.treatments.some(
      ({ treatmentType, applicationDate }) => treatmentType === 'feeding' && applicationDate >= findings.inspectionDate,
    );
    if (fedSince) return null;
    const feed = lowStoresFeed(context.phaseToday, context.units);
    return {
      treatmentName: feed.name,
      treatmentType: 'feeding',
      reason: `Food stores rated ${findings.foodStores} of 5 on ${day(findings.inspectionDate, context.today)}: ${feed.why}`,
      seasonalTiming: 'Now',
      params: {
        rating: findings.foodStores,
        seenOn: findings.inspectionDate,
        phase: context.phaseToday,
        temperature: formatTemperatureBothScales(BEEKEEPING_FIGURES.minHiveOpeningTempF, context.units),
        weight: formatWeightRange(
          BEEKEEPING_FIGURES.winterStoresLbs.min,
          BEEKEEPING_FIGURES.winterStoresLbs.max,
          context.units,
        ),
        ratio: context.phaseToday === 'population_decrease' ? BEEKEEPING_FIGURES.fallSyrupRatio : '1:1',
      },
    };
  },

  varroaWatchBand(context) {
    const count = untreatedCount(context);
    if (count?.level !== 'watch') return null;
    const words = countWords(count.figure, count.check, context.today);
    const threshold = varroaThresholdPer100Bees(count.month, { latitude: context.latitude });
    const band =
      count.figure.unit === 'per100Bees'
        ? ` (${oneDecimal(threshold / 2)} to ${threshold} in ${PHASE_WORDS[count.phase]})`
        : '';
    return {
      treatmentName: 'Varroa recount',
      treatmentType: 'varroa',
      reason: `${words} is in the watch band${band}: count again within 2 weeks and have a treatment ready; mites double about monthly while there is brood.`,
      seasonalTiming: 'Within 2 weeks',
      params: { ...countParams(count.figure, count.check), phase: count.phase, watchFrom: threshold / 2, threshold },
    };
  },

  varroaCheckDue(context) {
    if (context.phaseToday === 'dormancy') return null;
    const check = context.hive.lastVarroaCheck;
    if (check && daysBetween(check.inspectionDate, context.today) < VARROA_CHECK_INTERVAL_DAYS) return null;
    const since = check
      ? `No mite count since ${day(check.inspectionDate, context.today)} (${daysBetween(check.inspectionDate, context.today)} days)`
      : 'No mite count recorded yet';
    const lastCount: AdviceParams = check
      ? { countedOn: check.inspectionDate, daysSince: daysBetween(check.inspectionDate, context.today) }
      : {};
    return {
      treatmentName: 'Varroa mite count',
      treatmentType: 'varroa',
      reason: `${since}: count monthly from spring to fall, an alcohol wash or sugar roll of about 300 bees, so you treat before mites harm the colony.`,
      seasonalTiming: 'Monthly in the active season',
      params: lastCount,
    };
  },

  lateSummerTreatmentWindow(context) {
    if (context.northernMonthToday !== 8 && context.northernMonthToday !== 9) return null;
    if (treatedWithin(context, 'varroa', RECENT_VARROA_TREATMENT_DAYS)) return null;
    const check = context.hive.lastVarroaCheck;
    const recentCount = check && daysBetween(check.inspectionDate, context.today) < VARROA_CHECK_INTERVAL_DAYS;
    if (recentCount && untreatedCount(context)?.level === 'ok') return null;
    const productId = suggestedProduct(context);
    const product = TREATMENT_PRODUCTS[productId];
    return {
      treatmentName: product.name,
      treatmentType: 'varroa',
      productId,
      reason: `Late summer is the main varroa treatment window: mites peak as the colony shrinks, and the bees raised now must live through winter. No varroa treatment in the last ${RECENT_VARROA_TREATMENT_DAYS} days${recentCount ? '' : ' and no recent count'}: count, and treat with ${product.name} after the honey harvest if the count is at the threshold.`,
      seasonalTiming: productTiming(productId, context, 'Late summer, after the honey harvest.'),
      params: {
        ...productTimingParams(productId, context),
        days: RECENT_VARROA_TREATMENT_DAYS,
        recentCount: recentCount === true,
      },
    };
  },

  broodlessOxalicWindow(context) {
    if (context.phaseToday !== 'dormancy') return null;
    if (treatedWithin(context, 'varroa', RECENT_VARROA_TREATMENT_DAYS)) return null;
    const productId = 'oxalic_dribble';
    const product = TREATMENT_PRODUCTS[productId];
    return {
      treatmentName: product.name,
      treatmentType: 'varroa',
      productId,
      reason: `The colony is broodless in winter, so nearly every mite is on the bees where oxalic acid reaches it: a single dribble now clears most of what survived the fall. No varroa treatment in the last ${RECENT_VARROA_TREATMENT_DAYS} days.`,
      seasonalTiming: 'Winter, while the colony is broodless',
      params: { productId, product: product.name, days: RECENT_VARROA_TREATMENT_DAYS },
    };
  },

  fallFeeding(context) {
    if (context.phaseToday !== 'population_decrease' || hasPlentyOrFeeding(context)) return null;
    const { min, max } = BEEKEEPING_FIGURES.winterStoresLbs;
    return {
      treatmentName: `${BEEKEEPING_FIGURES.fallSyrupRatio} sugar syrup`,
      treatmentType: 'feeding',
      reason: `Fall: a colony needs ${formatWeightRange(min, max, context.units)} of capped honey to get through winter. If this hive feels light when you heft it, feed ${BEEKEEPING_FIGURES.fallSyrupRatio} syrup (2 parts sugar to 1 of water by weight) while it is still warm enough for the bees to store it.`,
      seasonalTiming: 'Early fall, before the first frosts',
      params: { ratio: BEEKEEPING_FIGURES.fallSyrupRatio, weight: formatWeightRange(min, max, context.units) },
    };
  },

  springFeeding(context) {
    if (context.northernMonthToday !== 3 && context.northernMonthToday !== 4) return null;
    if (hasPlentyOrFeeding(context)) return null;
    return {
      treatmentName: '1:1 sugar syrup',
      treatmentType: 'feeding',
      reason:
        'Spring build-up: the colony rears brood fast and can run short before the first flow. If its stores are light, feed 1:1 syrup (equal parts sugar and water by weight).',
      seasonalTiming: 'Early spring, until the first flow',
      params: { ratio: '1:1' },
    };
  },
};

/** What to feed a hive with low stores in a phase, and why. */
function lowStoresFeed(phase: ColonyPhase, units: UnitSystem): { name: string; why: string } {
  const { min, max } = BEEKEEPING_FIGURES.winterStoresLbs;
  const fall = BEEKEEPING_FIGURES.fallSyrupRatio;
  if (phase === 'dormancy') {
    return {
      name: FEED_TYPE_LABELS.fondant,
      why: `the colony may run out before spring. Lay fondant or dry sugar over the frames on a day above ${formatTemperatureBothScales(BEEKEEPING_FIGURES.minHiveOpeningTempF, units)}: a winter cluster can't take syrup.`,
    };
  }
  if (phase === 'population_decrease') {
    return {
      name: `${fall} sugar syrup`,
      why: `feed ${fall} syrup now so the colony can store the ${formatWeightRange(min, max, units)} it needs for winter.`,
    };
  }
  const supers = phase === 'peak_population' ? ' Take honey supers off first so no syrup ends up in the honey.' : '';
  return { name: '1:1 sugar syrup', why: `feed 1:1 syrup now so brood rearing doesn't stall.${supers}` };
}

/** Stores rated plentiful at the latest inspection, or fed recently: no seasonal feeding advice. */
function hasPlentyOrFeeding(context: HiveContext): boolean {
  const findings: LatestFindings | null = context.hive.latestFindings;
  const plenty = findings !== null && findings.foodStores >= PLENTY_STORES_RATING;
  return plenty || treatedWithin(context, 'feeding', RECENT_FEEDING_DAYS);
}

const PRIORITY_RANK = Object.fromEntries(RECOMMENDATION_PRIORITIES.map((priority, rank) => [priority, rank])) as Record<
  RecommendationPriority,
  number
>;

/** Items grouped by their hive, in the order given (one pass, so 1,000 hives cost no more than their items). */
function byHive<T extends { hiveId: string | null }>(items: readonly T[]): Map<string | null, T[]> {
  const groups = new Map<string | null, T[]>();
  for (const item of items) {
    const group = groups.get(item.hiveId);
    if (group) group.push(item);
    else groups.set(item.hiveId, [item]);
  }
  return groups;
}

/** A recommendation with the rule it came from (what the rule tables check) and the product it suggests. */
export interface ExplainedRecommendation {
  rule: RecommendationRule;
  productId: TreatmentProductId | null;
  recommendation: TreatmentRecommendation;
}

/**
 * The recommendations for the beekeeper's active hives on `today` with their rules, most pressing first (priority,
 * then the rules' order, then hive name). A hive gets at most one recommendation per treatment type: the most
 * pressing one.
 */
export function explainedRecommendations(input: RecommendationInput, today: CalendarDate): ExplainedRecommendation[] {
  const latitudes = new Map(input.apiaries.map(({ id, latitude }) => [id, latitude]));
  const byApplicationDesc = [...input.treatments].sort((a, b) => b.applicationDate.localeCompare(a.applicationDate));
  const treatmentsByHive = byHive(byApplicationDesc);
  const recountTasksByHive = byHive(input.recountTasks);
  const month = monthOfCalendarDate(today);
  const found: (ExplainedRecommendation & { rank: number })[] = [];
  for (const hive of input.hives) {
    if (hive.status !== 'active') continue;
    const latitude = latitudes.get(hive.apiaryId) ?? null;
    const hemisphere = hemisphereOf(latitude);
    const context: HiveContext = {
      hive,
      today,
      latitude,
      hemisphere,
      northernMonthToday: northernMonth(month, hemisphere),
      phaseToday: colonyPhase(month, hemisphere),
      treatments: treatmentsByHive.get(hive.id) ?? [],
      recountTasks: recountTasksByHive.get(hive.id) ?? [],
      forecast: input.forecastHighsByApiary[hive.apiaryId] ?? [],
      units: input.units ?? 'imperial',
    };
    const seen = new Set<RecommendationTreatmentType>();
    RULE_ORDER.forEach((rule, rank) => {
      const { priority, recommendationType } = RECOMMENDATION_RULES[rule];
      for (const { productId = null, params, ...advice } of [RULES[rule](context) ?? []].flat()) {
        if (seen.has(advice.treatmentType)) continue;
        seen.add(advice.treatmentType);
        const last = context.treatments.find(({ treatmentType }) => treatmentType === advice.treatmentType);
        const daysSinceLastTreatment = last ? Math.max(0, daysBetween(last.applicationDate, today)) : null;
        const recommendation = { hiveId: hive.id, hiveName: hive.name, ...advice, recommendationType, priority };
        found.push({
          rule,
          rank,
          productId,
          recommendation: { ...recommendation, daysSinceLastTreatment, advice: { code: rule, params } },
        });
      }
    });
  }
  return found
    .sort(
      (a, b) =>
        PRIORITY_RANK[a.recommendation.priority] - PRIORITY_RANK[b.recommendation.priority] ||
        a.rank - b.rank ||
        a.recommendation.hiveName.localeCompare(b.recommendation.hiveName),
    )
    .map(({ rank: _rank, ...explained }) => explained);
}

/** What `GET /api/treatment-recommendations` answers: the recommendations, most pressing first. */
export function recommendTreatments(input: RecommendationInput, today: CalendarDate): TreatmentRecommendation[] {
  return explainedRecommendations(input, today).map(({ recommendation }) => recommendation);
}
