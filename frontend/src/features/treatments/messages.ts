import type source from '@shared/i18n/catalogs/treatments/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** The treatments screen's words in every language (`shared/i18n/catalogs/treatments`): its list, a hive's treatments, the treatment form. */
export const treatmentsMessages = defineCatalog<keyof typeof source>('treatments', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/treatments/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/treatments/*.json', '!@shared/i18n/catalogs/treatments/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/treatments/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
