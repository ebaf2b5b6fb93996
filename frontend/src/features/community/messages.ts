import type source from '@shared/i18n/catalogs/community/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** The community screen's words in every language (`shared/i18n/catalogs/community`). */
export const communityMessages = defineCatalog<keyof typeof source>('community', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/community/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/community/*.json', '!@shared/i18n/catalogs/community/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/community/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
