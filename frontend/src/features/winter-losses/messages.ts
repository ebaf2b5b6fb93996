import type source from '@shared/i18n/catalogs/winter-losses/en-US.json';
import { defineCatalog, type Translate } from '@/lib/i18n/catalog';
import winterLossesFiles from 'virtual:catalog/winter-losses';

export type WinterLossText = Translate<keyof typeof source>;

/** The Winter losses screen's words in every language (`shared/i18n/catalogs/winter-losses`). */
export const winterLossMessages = defineCatalog<keyof typeof source>(winterLossesFiles);
