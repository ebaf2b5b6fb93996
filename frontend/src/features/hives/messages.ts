import type source from '@shared/i18n/catalogs/hives/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** The hives area’s words in every language (`shared/i18n/catalogs/hives`). */
export const hivesMessages = defineCatalog<keyof typeof source>('hives', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/hives/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/hives/*.json', '!@shared/i18n/catalogs/hives/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/hives/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});

/** A key of the hives area's catalogue. */
export type HivesMessageKey = keyof typeof source;
