import type source from '@shared/i18n/catalogs/profile/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** The profile's words in every language (`shared/i18n/catalogs/profile`). */
export const profileMessages = defineCatalog<keyof typeof source>('profile', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/profile/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/profile/*.json', '!@shared/i18n/catalogs/profile/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/profile/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
