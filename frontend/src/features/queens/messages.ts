import type source from '@shared/i18n/catalogs/queens/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** Queens' words: the list, her page, her family tree and her form in every language (`shared/i18n/catalogs/queens`). */
export type QueensMessageKey = keyof typeof source;

export const queensMessages = defineCatalog<QueensMessageKey>('queens', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/queens/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/queens/*.json', '!@shared/i18n/catalogs/queens/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/queens/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
