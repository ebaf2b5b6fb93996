import type source from '@shared/i18n/catalogs/hive-labels/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import hiveLabelsFiles from 'virtual:catalog/hive-labels';

/** Hive labels' words: the label sheet, the printed labels, the scanner and what a label opens, in every language (`shared/i18n/catalogs/hive-labels`). */
export type HiveLabelKey = keyof typeof source;

export const hiveLabelsMessages = defineCatalog<HiveLabelKey>(hiveLabelsFiles);
