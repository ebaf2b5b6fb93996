import { markingColourOfYear } from '@shared/domain/colony';
import type { QueenMarking } from '@shared/domain/hive';
import { QUEEN_TOASTS, QUEEN_VALIDATION } from '@shared/messages/queens';
import { recordKindOf } from '@/lib/record-kind';

/** Queens in the record-screen kit: Create Queen, Update Queen, Edit Queen, and the `QUEEN_TOASTS.queen*` texts. */
export const QUEEN_RECORD = recordKindOf(QUEEN_TOASTS, 'queen');

/**
 * The warning the form shows while her marking isn't her year's colour (international marking code,
 * `markingColourOfYear`), or null: no year, no marking or unmarked is nothing to warn of.
 */
export function markingWarning(birthYear: unknown, marking: unknown): string | null {
  const year = Number(birthYear);
  if (birthYear === '' || birthYear == null || !Number.isInteger(year) || year < 1000) return null;
  if (typeof marking !== 'string' || marking === '' || marking === 'unmarked') return null;
  const expected = markingColourOfYear(year);
  return expected === marking ? null : QUEEN_VALIDATION.queenMarkingMismatch(year, expected, marking as QueenMarking);
}
