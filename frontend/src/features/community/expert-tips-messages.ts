import type source from '@shared/i18n/catalogs/expert-tips/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import expertTipsFiles from 'virtual:catalog/expert-tips';

/** The season's expert tips in every language (`shared/i18n/catalogs/expert-tips`), keyed by each tip's id. */
export const expertTipsMessages = defineCatalog<keyof typeof source>(expertTipsFiles);

export type ExpertTipKey = keyof typeof source;
