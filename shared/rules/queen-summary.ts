import { countOf } from '../count-of';
import type { Hive } from '../schemas/hive';

/**
 * A hive's queen in one line, the same on every screen that lists hives: 'QN-24 · 14 months old', either part
 * alone, or 'No queen data'.
 */
export function queenSummary({ queenId, queenAge }: Pick<Hive, 'queenId' | 'queenAge'>): string {
  const parts = [queenId, queenAge === null ? null : `${countOf(queenAge, 'month', 'months')} old`].filter(
    (part): part is string => part !== null && part !== '',
  );
  return parts.length > 0 ? parts.join(' · ') : 'No queen data';
}
