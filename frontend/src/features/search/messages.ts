import type source from '@shared/i18n/catalogs/search/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

export type SearchKey = keyof typeof source;

/** The header search's words in every language (`shared/i18n/catalogs/search`). */
export const searchMessages = defineCatalog<SearchKey>('search', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/search/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/search/*.json', '!@shared/i18n/catalogs/search/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/search/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
