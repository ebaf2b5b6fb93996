import type source from '@shared/i18n/catalogs/team/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** The team screen's and the invitation page's words in every language (`shared/i18n/catalogs/team`). */
export const teamMessages = defineCatalog<keyof typeof source>('team', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/team/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/team/*.json', '!@shared/i18n/catalogs/team/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/team/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
