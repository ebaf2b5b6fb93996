import type source from '@shared/i18n/catalogs/hive-labels/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** Hive labels' words: the label sheet, the printed labels, the scanner and what a label opens, in every language (`shared/i18n/catalogs/hive-labels`). */
export type HiveLabelKey = keyof typeof source;

export const hiveLabelsMessages = defineCatalog<HiveLabelKey>('hive-labels', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/hive-labels/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/hive-labels/*.json', '!@shared/i18n/catalogs/hive-labels/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/hive-labels/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
