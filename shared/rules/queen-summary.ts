import { QUEEN_MARKING_LABELS } from '../domain/hive';
import type { Hive } from '../schemas/hive';
import { queenAgeLabel } from './queen-age';

/**
 * A hive's queen in one line, the same on every screen that lists hives: 'QN-24 · 1 yr 2 mo old · Blue mark',
 * any of the parts alone, or 'No queen data'. Her age is the one the API counted from her introduction date.
 */
export function queenSummary({
  queenId,
  queenAge,
  queenMarking,
}: Pick<Hive, 'queenId' | 'queenAge' | 'queenMarking'>): string {
  const parts = [
    queenId,
    queenAge === null ? null : `${queenAgeLabel(queenAge)} old`,
    queenMarkingLabel(queenMarking),
  ].filter((part): part is string => part !== null && part !== '');
  return parts.length > 0 ? parts.join(' · ') : 'No queen data';
}

/** 'Blue mark', 'Unmarked', or null when the beekeeper has not said. */
export function queenMarkingLabel(marking: Hive['queenMarking']): string | null {
  if (marking === null) return null;
  return marking === 'unmarked' ? QUEEN_MARKING_LABELS.unmarked : `${QUEEN_MARKING_LABELS[marking]} mark`;
}
