import type source from '@shared/i18n/catalogs/queens/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import queensFiles from 'virtual:catalog/queens';

/** Queens' words: the list, her page, her family tree and her form in every language (`shared/i18n/catalogs/queens`). */
export type QueensMessageKey = keyof typeof source;

export const queensMessages = defineCatalog<QueensMessageKey>(queensFiles);
