/**
 * What the dashboard would answer if it read every hive, harvest and transaction: the test oracle for the
 * aggregates that spare it that read (`functions/lib/data/hive-tallies.ts`, the production and finance tallies). The
 * health trend can't be recounted (it remembers the month's start).
 */
import { HIVE_HEALTH_NOT_INSPECTED } from '../../shared/domain/hive';
import { HEALTH_LABELS, colonyHealthScore } from '../../shared/rules/health';
import { convertWeight, isWeightUnit } from '../../shared/rules/units';
import type { DashboardMetrics } from '../../shared/schemas/dashboard';
import { FinanceEntity } from '../lib/data/entities/finance';
import { HiveEntity } from '../lib/data/entities/hive';
import { ProductionEntity } from '../lib/data/entities/production';
import { monthOf } from '../lib/data/hive-tallies';

type Recounted = Omit<DashboardMetrics, 'healthScoreChange'>;

export async function recountDashboardMetrics(
  userId: string,
  { month = monthOf(), pro = true }: { month?: string; pro?: boolean } = {},
): Promise<Recounted> {
  const { data } = await HiveEntity.query.hivesOfUser({ userId }).go({ pages: 'all', consistent: true });
  const active = data.filter((hive) => hive.status === 'active');
  const labels = [...HEALTH_LABELS, HIVE_HEALTH_NOT_INSPECTED] as const;
  const hivesByHealth = Object.fromEntries(
    labels.map((label) => [label, active.filter((hive) => hive.healthStatus === label).length]),
  ) as DashboardMetrics['hivesByHealth'];
  return {
    totalHives: active.length,
    hivesAddedThisMonth: active.filter((hive) => monthOf(hive.createdAt) === month).length,
    healthScore: colonyHealthScore(hivesByHealth),
    hivesByHealth,
    ...(pro
      ? await recountProductionAndProfit(userId, month)
      : { honeyProduced: null, honeyProducedChange: null, profit: null, profitChange: null, honeyByMonth: null }),
  };
}

/** The twelve `YYYY-MM` months ending with `month`, oldest first. */
function lastTwelveMonths(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(year, monthNumber - 1 - (11 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** Honey and net profit from every harvest and transaction, each rounded to whole hundredths as the writes keep it. */
async function recountProductionAndProfit(userId: string, month: string) {
  const [harvests, transactions] = await Promise.all([
    ProductionEntity.query.productionOfUser({ userId }).go({ pages: 'all' }),
    FinanceEntity.query.financesOfUser({ userId }).go({ pages: 'all' }),
  ]);
  const year = Number(month.slice(0, 4));
  const lastYearMonth = `${year - 1}${month.slice(4)}`;
  const honeyHundredths = harvests.data.map(({ productType, quantity, unit, harvestDate }) => ({
    month: harvestDate.slice(0, 7),
    hundredths:
      productType === 'honey' && isWeightUnit(unit) ? Math.round(convertWeight(quantity, unit, 'lbs') * 100) : 0,
  }));
  const netCents = transactions.data.map(({ type, amountCents, transactionDate }) => ({
    month: transactionDate.slice(0, 7),
    cents: type === 'income' ? amountCents : -amountCents,
  }));
  const total = <T extends { month: string }>(items: T[], value: (item: T) => number, within: (m: string) => boolean) =>
    items.filter((item) => within(item.month)).reduce((sum, item) => sum + value(item), 0);
  const inYear = (ofYear: number) => (m: string) => m.startsWith(`${ofYear}-`);
  const toDate = (ofYear: number, last: string) => (m: string) => inYear(ofYear)(m) && m <= last;
  const honeyOf = (item: { hundredths: number }) => item.hundredths;
  const netOf = (item: { cents: number }) => item.cents;
  return {
    honeyProduced: total(honeyHundredths, honeyOf, inYear(year)) / 100,
    honeyProducedChange:
      (total(honeyHundredths, honeyOf, toDate(year, month)) -
        total(honeyHundredths, honeyOf, toDate(year - 1, lastYearMonth))) /
      100,
    profit: total(netCents, netOf, inYear(year)) / 100,
    profitChange:
      (total(netCents, netOf, toDate(year, month)) - total(netCents, netOf, toDate(year - 1, lastYearMonth))) / 100,
    honeyByMonth: lastTwelveMonths(month).map((each) => ({
      month: each,
      lbs: total(honeyHundredths, honeyOf, (m) => m === each) / 100,
    })),
  };
}
