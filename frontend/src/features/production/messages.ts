import type source from '@shared/i18n/catalogs/production/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import productionFiles from 'virtual:catalog/production';

/** The production area's words in every language (`shared/i18n/catalogs/production`). */
export const productionMessages = defineCatalog<keyof typeof source>(productionFiles);
