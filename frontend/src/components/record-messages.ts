import type recordSource from '@shared/i18n/catalogs/records/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import recordsFiles from 'virtual:catalog/records';

/**
 * What the record dialogs' titles and buttons read for each record type, "Create Hive" to "Edit Queen": whole
 * phrases, as a noun's gender changes the words around it (`shared/i18n/catalogs/records`).
 */
export const recordMessages = defineCatalog<keyof typeof recordSource>(recordsFiles);
