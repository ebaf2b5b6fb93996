import type source from '@shared/i18n/catalogs/hive-scales/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import hiveScalesFiles from 'virtual:catalog/hive-scales';

/**
 * A hive's scales and sensors in every language (`shared/i18n/catalogs/hive-scales`): the hive page's card, its
 * dialogs and the weight chart, a catalogue of its own so no other screen carries it.
 */
export const hiveScalesMessages = defineCatalog<keyof typeof source>(hiveScalesFiles);

/** A key of the hive scales' catalogue. */
export type HiveScalesMessageKey = keyof typeof source;
