import type commonSource from '@shared/i18n/catalogs/common/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** The shared components' words in every language: loading, retry, cancel, delete (`shared/i18n/catalogs/common`). */
export type CommonKey = keyof typeof commonSource;

export const commonMessages = defineCatalog<CommonKey>('common', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/common/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/common/*.json', '!@shared/i18n/catalogs/common/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/common/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
