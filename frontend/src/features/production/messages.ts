import type source from '@shared/i18n/catalogs/production/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** The production area's words in every language (`shared/i18n/catalogs/production`). */
export const productionMessages = defineCatalog<keyof typeof source>('production', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/production/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/production/*.json', '!@shared/i18n/catalogs/production/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/production/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
