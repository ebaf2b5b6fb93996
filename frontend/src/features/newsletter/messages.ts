import type source from '@shared/i18n/catalogs/newsletter-confirm/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** The newsletter's confirmation page in every language (`shared/i18n/catalogs/newsletter-confirm`). */
export const newsletterConfirmMessages = defineCatalog<keyof typeof source>('newsletter-confirm', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/newsletter-confirm/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/newsletter-confirm/*.json', '!@shared/i18n/catalogs/newsletter-confirm/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/newsletter-confirm/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
