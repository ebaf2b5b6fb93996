import type { RecommendationPriority } from '../schemas/treatment-recommendation';

/** How many of the other (medium and low) reminders the dashboard shows next to urgent and high ones, or alone. */
export const OTHER_REMINDERS_SHOWN = { besidePressing: 2, alone: 5 } as const;

export interface GroupedReminders<T> {
  urgent: T[];
  high: T[];
  /** Medium before low, cut to OTHER_REMINDERS_SHOWN. */
  others: T[];
  /** Reminders left out: the count of the 'View N more recommendations' button (0 hides it). */
  hiddenCount: number;
}

const OTHER_PRIORITY_ORDER: readonly RecommendationPriority[] = ['medium', 'low'];

/**
 * The dashboard's treatment reminders: every urgent one first, then every high one, then the rest, limited to 2
 * when urgent or high ones exist and to 5 otherwise. Order within a priority is kept.
 */
export function groupTreatmentReminders<T extends { priority: RecommendationPriority }>(
  reminders: readonly T[],
): GroupedReminders<T> {
  const urgent = reminders.filter(({ priority }) => priority === 'urgent');
  const high = reminders.filter(({ priority }) => priority === 'high');
  const allOthers = OTHER_PRIORITY_ORDER.flatMap((level) => reminders.filter(({ priority }) => priority === level));
  const limit = urgent.length + high.length > 0 ? OTHER_REMINDERS_SHOWN.besidePressing : OTHER_REMINDERS_SHOWN.alone;
  const others = allOthers.slice(0, limit);
  return { urgent, high, others, hiddenCount: allOthers.length - others.length };
}
