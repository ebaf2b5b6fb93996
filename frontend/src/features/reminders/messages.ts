import type source from '@shared/i18n/catalogs/unsubscribe/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** The reminder e-mails' unsubscribe page in every language (`shared/i18n/catalogs/unsubscribe`). */
export const unsubscribeMessages = defineCatalog<keyof typeof source>('unsubscribe', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/unsubscribe/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/unsubscribe/*.json', '!@shared/i18n/catalogs/unsubscribe/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/unsubscribe/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
