/**
 * The dashboard's figures, all from aggregates kept beside the beekeeper's records: the hive tallies
 * (`hive-tallies.ts`), and for Pro callers the production tallies' month items (`production.ts`) and the finance
 * tallies' `month#MM` buckets (`finances.ts`) of this year and last. Four requests whatever the number of hives,
 * inspections, harvests and transactions: the user item (Pro access), and one BatchGet each of the hive tallies, the
 * 24 production months and the 24 finance months, side by side.
 */
import { dollarsOf } from '../../../shared/rules/money';
import { colonyHealthScore } from '../../../shared/rules/health';
import { HONEY_TREND_MONTHS } from '../../../shared/domain/dashboard';
import type { DashboardMetrics, HoneyMonth } from '../../../shared/schemas/dashboard';
import type { Caller } from '../caller';
import { FinanceTallyEntity } from './entities/finance-tally';
import { ProductionTallyEntity } from './entities/production-tally';
import { getHiveTallies, monthOf } from './hive-tallies';
import { callerHasProAccess } from './caller-plan';

/** Production tallies count weights in hundredths of a lb. */
const LB_HUNDREDTHS = 100;
const MONTH_NUMBERS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

function sum(counts: Record<string, number>): number {
  return Object.values(counts).reduce((total, count) => total + count, 0);
}

function sumOf(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** `YYYY-MM` of the months of these years, oldest first. */
function monthsOf(years: readonly string[]): string[] {
  return years.flatMap((year) => MONTH_NUMBERS.map((month) => `${year}-${month}`));
}

/** Per `YYYY-MM` of this year and last: honey in hundredths of a lb, net in cents (a missing item reads as 0). */
async function monthTallies(userId: string, years: readonly string[]) {
  const months = monthsOf(years);
  const [production, finances] = await Promise.all([
    ProductionTallyEntity.get(
      months.map((month) => ({ userId, year: month.slice(0, 4), scope: 'month' as const, subject: month })),
    ).go({ consistent: true, attributes: ['subject', 'honeyLbHundredths'] }),
    FinanceTallyEntity.get(
      months.map((month) => ({ userId, year: month.slice(0, 4), bucket: `month#${month.slice(5)}` })),
    ).go({ consistent: true, attributes: ['year', 'bucket', 'incomeCents', 'expenseCents'] }),
  ]);
  const honey = new Map(
    production.data.map(({ subject, honeyLbHundredths = 0 }) => [subject, Math.max(0, honeyLbHundredths)]),
  );
  const net = new Map(
    finances.data.map(({ year, bucket, incomeCents = 0, expenseCents = 0 }) => [
      `${year}-${bucket.slice('month#'.length)}`,
      incomeCents - expenseCents,
    ]),
  );
  return {
    honeyOf: (month: string) => honey.get(month) ?? 0,
    netOf: (month: string) => net.get(month) ?? 0,
  };
}

/** The Pro figures: honey and profit of this year, their change on last year to date, and the last 12 months' honey. */
async function productionAndProfit(userId: string, month: string) {
  const year = Number(month.slice(0, 4));
  const [thisYear, lastYear] = [String(year), String(year - 1)];
  const { honeyOf, netOf } = await monthTallies(userId, [lastYear, thisYear]);
  const monthsThisYear = monthsOf([thisYear]);
  const toDate = (ofYear: string) => monthsOf([ofYear]).filter((each) => each.slice(5) <= month.slice(5));
  const change = (of: (each: string) => number) => sumOf(toDate(thisYear).map(of)) - sumOf(toDate(lastYear).map(of));
  const allMonths = monthsOf([lastYear, thisYear]);
  const end = allMonths.indexOf(month) + 1;
  const honeyByMonth: HoneyMonth[] = allMonths
    .slice(end - HONEY_TREND_MONTHS, end)
    .map((each) => ({ month: each, lbs: honeyOf(each) / LB_HUNDREDTHS }));
  return {
    honeyProduced: sumOf(monthsThisYear.map(honeyOf)) / LB_HUNDREDTHS,
    honeyProducedChange: change(honeyOf) / LB_HUNDREDTHS,
    profit: dollarsOf(sumOf(monthsThisYear.map(netOf))),
    profitChange: dollarsOf(change(netOf)),
    honeyByMonth,
  };
}

const WITHOUT_PRO = {
  honeyProduced: null,
  honeyProducedChange: null,
  profit: null,
  profitChange: null,
  honeyByMonth: null,
} as const;

/**
 * What `GET /api/dashboard/metrics` answers: active hives, those added this month, colony health with its trend,
 * and for Pro callers this year's honey and net profit with their change on last year to date and the last 12
 * months' honey (null without Pro access). The Pro check and the reads go side by side: one round trip.
 */
export async function getDashboardMetrics(caller: Caller): Promise<DashboardMetrics> {
  const month = monthOf();
  const [{ now, monthStart, addedThisMonth }, proAccess, figures] = await Promise.all([
    getHiveTallies(caller, month),
    callerHasProAccess(caller),
    productionAndProfit(caller.userId, month),
  ]);
  const healthScore = colonyHealthScore(now);
  const healthScoreAtMonthStart = colonyHealthScore(monthStart);
  return {
    totalHives: sum(now),
    hivesAddedThisMonth: addedThisMonth,
    healthScore,
    healthScoreChange:
      healthScore === null || healthScoreAtMonthStart === null ? null : healthScore - healthScoreAtMonthStart,
    hivesByHealth: now,
    ...(proAccess ? figures : WITHOUT_PRO),
  };
}
