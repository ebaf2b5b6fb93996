import type source from '@shared/i18n/catalogs/tasks/en-US.json';
import { defineCatalog, type CompiledCatalog, type Translate } from '@/lib/i18n/catalog';

export type TasksKey = keyof typeof source;
export type TasksTranslate = Translate<TasksKey>;

/** The schedule's words in every language (`shared/i18n/catalogs/tasks`): its screen, dialogs and calendar link. */
export const tasksMessages = defineCatalog<TasksKey>('tasks', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/tasks/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/tasks/*.json', '!@shared/i18n/catalogs/tasks/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/tasks/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
