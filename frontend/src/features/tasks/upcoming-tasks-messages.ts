import type source from '@shared/i18n/catalogs/upcoming-tasks/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import upcomingTasksFiles from 'virtual:catalog/upcoming-tasks';

/**
 * The words of the dashboard's Upcoming Tasks card and of a task wherever it is listed (its type, its checkbox, the
 * toast of a check) in every language (`shared/i18n/catalogs/upcoming-tasks`): a catalogue apart from the schedule's,
 * so the dashboard downloads only these.
 */
export const upcomingTasksMessages = defineCatalog<keyof typeof source>(upcomingTasksFiles);
