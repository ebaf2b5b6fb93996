import type source from '@shared/i18n/catalogs/colony-events/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** Colony events' words: the history on a hive's page and the event dialog in every language (`shared/i18n/catalogs/colony-events`). */
export type ColonyEventsMessageKey = keyof typeof source;

export const colonyEventsMessages = defineCatalog<ColonyEventsMessageKey>('colony-events', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/colony-events/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/colony-events/*.json', '!@shared/i18n/catalogs/colony-events/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/colony-events/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
