import type source from '@shared/i18n/catalogs/daily-tip/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** The daily tip in every language (`shared/i18n/catalogs/daily-tip`), each tip keyed by its id; loaded with the tip's dialog. */
export const dailyTipMessages = defineCatalog<keyof typeof source>('daily-tip', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/daily-tip/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/daily-tip/*.json', '!@shared/i18n/catalogs/daily-tip/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/daily-tip/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
