import type source from '@shared/i18n/catalogs/access/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** What a visitor or a beekeeper without admin rights is told at a closed door, in every language (`shared/i18n/catalogs/access`). */
export const accessMessages = defineCatalog<keyof typeof source>('access', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/access/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/access/*.json', '!@shared/i18n/catalogs/access/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/access/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
