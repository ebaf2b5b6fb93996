import type source from '@shared/i18n/catalogs/feedback/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

export type FeedbackKey = keyof typeof source;

/** The feedback form's and the admin's Feedback Management's words in every language (`catalogs/feedback`). */
export const feedbackMessages = defineCatalog<FeedbackKey>('feedback', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/feedback/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/feedback/*.json', '!@shared/i18n/catalogs/feedback/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/feedback/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
