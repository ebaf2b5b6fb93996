import type source from '@shared/i18n/catalogs/marketing/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** The admin's marketing screens in every language (`shared/i18n/catalogs/marketing`). */
export const marketingMessages = defineCatalog<keyof typeof source>('marketing', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/marketing/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/marketing/*.json', '!@shared/i18n/catalogs/marketing/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/marketing/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
