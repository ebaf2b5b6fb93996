import type source from '@shared/i18n/catalogs/tasks/en-US.json';
import { defineCatalog, type Translate } from '@/lib/i18n/catalog';
import tasksFiles from 'virtual:catalog/tasks';

export type TasksKey = keyof typeof source;
export type TasksTranslate = Translate<TasksKey>;

/** The schedule's words in every language (`shared/i18n/catalogs/tasks`): its screen, dialogs and calendar link. */
export const tasksMessages = defineCatalog<TasksKey>(tasksFiles);
