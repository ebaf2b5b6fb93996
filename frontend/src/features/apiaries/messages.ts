import type source from '@shared/i18n/catalogs/apiaries/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** The apiaries area’s words in every language (`shared/i18n/catalogs/apiaries`). */
export const apiariesMessages = defineCatalog<keyof typeof source>('apiaries', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/apiaries/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/apiaries/*.json', '!@shared/i18n/catalogs/apiaries/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/apiaries/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});

/** A key of the apiaries area's catalogue, for tables that name their message. */
export type ApiariesMessageKey = keyof typeof source;
