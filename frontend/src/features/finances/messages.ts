import type source from '@shared/i18n/catalogs/finances/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** The finances area's words in every language (`shared/i18n/catalogs/finances`). */
export const financesMessages = defineCatalog<keyof typeof source>('finances', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/finances/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/finances/*.json', '!@shared/i18n/catalogs/finances/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/finances/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
