import type { ReactNode } from 'react';
import type { UnitSystem } from '@shared/rules/units';
import type { HarvestTotals } from '@shared/schemas/production';
import { useMessages } from '@/lib/i18n/catalog';
import { productionMessages } from '../messages';
import { quantityLabel, weightLabel, type ProductionWords } from './production-labels';

export interface HarvestTotalsRow extends HarvestTotals {
  key: string;
  name: ReactNode;
  /** A hive's or apiary's wax, propolis, pollen and royal jelly, shown apart from its honey. */
  otherProducts?: HarvestTotals;
}

interface HarvestTotalsTableProps {
  /** Read first by screen readers: "Harvest by hive in 2026". */
  caption: string;
  /** The first column's heading: Product, Hive, Apiary. */
  nameHeader: string;
  rows: readonly HarvestTotalsRow[];
  system: UnitSystem;
}

const cell = 'px-2 py-1.5 text-left align-top';
const figureCell = 'px-2 py-1.5 text-right align-top tabular-nums';

function otherProductsLabel(t: ProductionWords, { lbs, jars }: HarvestTotals, system: UnitSystem): string {
  const parts = [
    ...(lbs > 0 ? [weightLabel(lbs, system)] : []),
    ...(jars > 0 ? [quantityLabel(t, jars, 'jars', system)] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : '-';
}

/**
 * A year's harvests by product, hive or apiary: the weight in the beekeeper's units, and jars in a column of their
 * own when any were counted (a jar has no fixed weight, so it is never added to a weight). Rows by hive or apiary
 * count honey, with their other products in a column of their own, so they add up to the year's honey.
 */
export function HarvestTotalsTable({ caption, nameHeader, rows, system }: HarvestTotalsTableProps) {
  const t = useMessages(productionMessages);
  const withJars = rows.some((row) => row.jars > 0);
  const byPlace = rows.some((row) => row.otherProducts !== undefined);
  const withOtherProducts = rows.some(
    ({ otherProducts }) => otherProducts && otherProducts.lbs + otherProducts.jars > 0,
  );
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-stone-200 text-stone-600">
          <th scope="col" className={cell}>
            {nameHeader}
          </th>
          <th scope="col" className={figureCell}>
            {byPlace ? t('totals.honey') : t('totals.weight')}
          </th>
          {withJars && (
            <th scope="col" className={figureCell}>
              {byPlace ? t('totals.honeyJars') : t('totals.jars')}
            </th>
          )}
          {withOtherProducts && (
            <th scope="col" className={figureCell}>
              {t('totals.otherProducts')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-stone-100 text-stone-900">
            <th scope="row" className={`${cell} font-medium`}>
              {row.name}
            </th>
            <td className={figureCell}>{weightLabel(row.lbs, system)}</td>
            {withJars && <td className={figureCell}>{quantityLabel(t, row.jars, 'jars', system)}</td>}
            {withOtherProducts && (
              <td className={figureCell}>
                {row.otherProducts ? otherProductsLabel(t, row.otherProducts, system) : '-'}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
