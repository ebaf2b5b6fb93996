import type recordSource from '@shared/i18n/catalogs/records/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/**
 * What the record dialogs' titles and buttons read for each record type, "Create Hive" to "Edit Queen": whole
 * phrases, as a noun's gender changes the words around it (`shared/i18n/catalogs/records`).
 */
export const recordMessages = defineCatalog<keyof typeof recordSource>('records', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/records/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/records/*.json', '!@shared/i18n/catalogs/records/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/records/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
