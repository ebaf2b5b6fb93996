import { formatWeight, quantityInSystem, type UnitSystem } from '@shared/rules/units';
import type { DashboardMetrics, HoneyMonth } from '@shared/schemas/dashboard';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import { currentLocale } from '@/lib/i18n/locale';
import type { DashboardText } from '../messages';

/** The Honey Production Trend's periods, as the spec names them (`trend.<period>` in the catalogue). */
export const HONEY_TREND_PERIODS = ['last12', 'last6', 'thisYear'] as const;
export type HoneyTrendPeriod = (typeof HONEY_TREND_PERIODS)[number];

/** The months of a period, from the server's last 12 (oldest first, ending with the current month). */
export function honeyTrendMonths(byMonth: readonly HoneyMonth[], period: HoneyTrendPeriod): HoneyMonth[] {
  if (period === 'last12') return [...byMonth];
  if (period === 'last6') return byMonth.slice(-6);
  const thisYear = byMonth.at(-1)?.month.slice(0, 4);
  return byMonth.filter(({ month }) => month.slice(0, 4) === thisYear);
}

/** 'Jun 2025' for '2025-06', in the language shown. */
export function formatTrendMonth(month: string): string {
  return formatDate(`${month}-01`, { month: 'short', year: 'numeric' });
}

/**
 * The Honey This Year trend: '+12 lbs on this time last year' in the beekeeper's units, or what there is to say
 * when last year had nothing by now, or the two are the same.
 */
export function honeyTrendLabel(
  t: DashboardText,
  { honeyProducedChange, honeyByMonth }: Pick<DashboardMetrics, 'honeyProducedChange' | 'honeyByMonth'>,
  system: UnitSystem,
): string {
  const change = honeyProducedChange ?? 0;
  const toDate = honeyTrendMonths(honeyByMonth ?? [], 'thisYear').reduce((sum, { lbs }) => sum + lbs, 0);
  // Last year's honey by now is this year's less the change; hundredths of a lb are what the server counts.
  const lastYearToDate = Math.round((toDate - change) * 100);
  if (lastYearToDate <= 0) return toDate > 0 ? t('honey.noneLastYear') : t('honey.noneEither');
  const shown = quantityInSystem(Math.abs(change), 'lbs', system).value;
  if (Math.round(shown * 10) === 0) return t('sameAsLastYear');
  const amount = formatWeight(Math.abs(change), system, currentLocale());
  return t(change > 0 ? 'changeUp' : 'changeDown', { amount });
}

/** The Net Profit trend: '+$340.00 on this time last year', '-$20.50 ...', or 'Same as this time last year'. */
export function profitTrendLabel(t: DashboardText, profitChange: number): string {
  if (Math.round(profitChange * 100) === 0) return t('sameAsLastYear');
  return t(profitChange > 0 ? 'changeUp' : 'changeDown', { amount: formatMoney(Math.abs(profitChange)) });
}
