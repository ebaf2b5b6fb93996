import { ScheduleScreen } from '@/features/tasks/components/schedule-screen';
import { useDocumentTitle } from '../page-title';

/** `/schedule`: the beekeeper's tasks, all or by status (`?status=`), and the calendar link. */
export function ScheduleRoute() {
  useDocumentTitle('schedule');
  return <ScheduleScreen />;
}
