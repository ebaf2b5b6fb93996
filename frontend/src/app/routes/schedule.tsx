import { ScheduleScreen } from '@/features/tasks/components/schedule-screen';
import { tasksMessages } from '@/features/tasks/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';

/** `/schedule`: the beekeeper's tasks, all or by status (`?status=`), and the calendar link. */
export function ScheduleRoute() {
  const t = useMessages(tasksMessages);
  useDocumentTitle(t('schedule.title'));
  return <ScheduleScreen />;
}
