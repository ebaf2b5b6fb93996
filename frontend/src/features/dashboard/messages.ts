import type source from '@shared/i18n/catalogs/dashboard/en-US.json';
import { defineCatalog, type CompiledCatalog, type Translate } from '@/lib/i18n/catalog';

export type DashboardText = Translate<keyof typeof source>;

/** The dashboard's words in every language (`shared/i18n/catalogs/dashboard`). */
export const dashboardMessages = defineCatalog<keyof typeof source>('dashboard', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/dashboard/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/dashboard/*.json', '!@shared/i18n/catalogs/dashboard/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/dashboard/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
