import type source from '@shared/i18n/catalogs/apiaries/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import apiariesFiles from 'virtual:catalog/apiaries';

/** The apiaries area’s words in every language (`shared/i18n/catalogs/apiaries`). */
export const apiariesMessages = defineCatalog<keyof typeof source>(apiariesFiles);

/** A key of the apiaries area's catalogue, for tables that name their message. */
export type ApiariesMessageKey = keyof typeof source;
