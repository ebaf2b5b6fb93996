import type source from '@shared/i18n/catalogs/inspections/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** An inspection's words in every language: its record dialog, its card, its varroa reading (`shared/i18n/catalogs/inspections`). */
export const inspectionMessages = defineCatalog<keyof typeof source>('inspections', {
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
