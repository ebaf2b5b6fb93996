import type { ReactNode } from 'react';
import { formatQuantity, formatWeight, type UnitSystem } from '@shared/rules/units';
import type { HarvestTotals } from '@shared/schemas/production';

export interface HarvestTotalsRow extends HarvestTotals {
  key: string;
  name: ReactNode;
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

/**
 * A year's harvests by product, hive or apiary: the weight in the beekeeper's units, and jars in a column of their
 * own when any were counted (a jar has no fixed weight, so it is never added to a weight).
 */
export function HarvestTotalsTable({ caption, nameHeader, rows, system }: HarvestTotalsTableProps) {
  const withJars = rows.some((row) => row.jars > 0);
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-stone-200 text-stone-600">
          <th scope="col" className={cell}>
            {nameHeader}
          </th>
          <th scope="col" className={figureCell}>
            Weight
          </th>
          {withJars && (
            <th scope="col" className={figureCell}>
              Jars
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
            <td className={figureCell}>{formatWeight(row.lbs, system)}</td>
            {withJars && <td className={figureCell}>{formatQuantity(row.jars, 'jars', system)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
