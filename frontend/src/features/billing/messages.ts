import type source from '@shared/i18n/catalogs/billing/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** Plans, subscriptions and the payment dialog in every language (`shared/i18n/catalogs/billing`). */
export const billingMessages = defineCatalog<keyof typeof source>('billing', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/billing/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/billing/*.json', '!@shared/i18n/catalogs/billing/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/billing/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
