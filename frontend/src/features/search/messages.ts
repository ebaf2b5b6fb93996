import type source from '@shared/i18n/catalogs/search/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import searchFiles from 'virtual:catalog/search';

export type SearchKey = keyof typeof source;

/** The header search's words in every language (`shared/i18n/catalogs/search`). */
export const searchMessages = defineCatalog<SearchKey>(searchFiles);
