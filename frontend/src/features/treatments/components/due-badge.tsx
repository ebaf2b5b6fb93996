import type { DueState } from '@shared/rules/due-dates';
import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n/catalog';
import { treatmentsMessages } from '../messages';

/** A treatment's follow-up marker: overdue once its next due date has passed, upcoming until then. */
export function DueBadge({ state }: { state: DueState }) {
  const t = useMessages(treatmentsMessages);
  return state === 'overdue' ? (
    <Badge tone="red">{t('due.overdue')}</Badge>
  ) : (
    <Badge tone="blue">{t('due.upcoming')}</Badge>
  );
}
