import type source from '@shared/i18n/catalogs/weather/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import weatherFiles from 'virtual:catalog/weather';

/** The weather card and advice in every language (`shared/i18n/catalogs/weather`). */
export const weatherMessages = defineCatalog<keyof typeof source>(weatherFiles);
