import type source from '@shared/i18n/catalogs/weather/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** The weather card and advice in every language (`shared/i18n/catalogs/weather`). */
export const weatherMessages = defineCatalog<keyof typeof source>('weather', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/weather/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/weather/*.json', '!@shared/i18n/catalogs/weather/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/weather/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
