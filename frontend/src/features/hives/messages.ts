import type source from '@shared/i18n/catalogs/hives/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import hivesFiles from 'virtual:catalog/hives';

/** The hives area’s words in every language (`shared/i18n/catalogs/hives`). */
export const hivesMessages = defineCatalog<keyof typeof source>(hivesFiles);

/** A key of the hives area's catalogue. */
export type HivesMessageKey = keyof typeof source;
