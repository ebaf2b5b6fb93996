import type { DueState } from '@shared/rules/due-dates';
import { Badge } from '@/components/ui/badge';

/** A treatment's follow-up marker: overdue once its next due date has passed, upcoming until then. */
export function DueBadge({ state }: { state: DueState }) {
  return state === 'overdue' ? <Badge tone="red">Overdue</Badge> : <Badge tone="blue">Upcoming</Badge>;
}
