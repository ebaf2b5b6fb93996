import type source from '@shared/i18n/catalogs/app/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** The signed-in frame's words in every language: its menus, the account menu, Logout (`shared/i18n/catalogs/app`). */
export const appMessages = defineCatalog<keyof typeof source>('app', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/app/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/app/*.json', '!@shared/i18n/catalogs/app/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/app/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
