import type source from '@shared/i18n/catalogs/inspections/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** Inspections' words in every language: the record dialog, the list and its cards (`shared/i18n/catalogs/inspections`). */
export const inspectionsMessages = defineCatalog<keyof typeof source>('inspections', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/inspections/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/inspections/*.json', '!@shared/i18n/catalogs/inspections/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/inspections/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
