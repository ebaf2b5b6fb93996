import type source from '@shared/i18n/catalogs/upcoming-tasks/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/**
 * The words of the dashboard's Upcoming Tasks card and of a task wherever it is listed (its type, its checkbox, the
 * toast of a check) in every language (`shared/i18n/catalogs/upcoming-tasks`): a catalogue apart from the schedule's,
 * so the dashboard downloads only these.
 */
export const upcomingTasksMessages = defineCatalog<keyof typeof source>('upcoming-tasks', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/upcoming-tasks/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/upcoming-tasks/*.json', '!@shared/i18n/catalogs/upcoming-tasks/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/upcoming-tasks/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
