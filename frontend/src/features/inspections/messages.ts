import type source from '@shared/i18n/catalogs/inspections/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import inspectionsFiles from 'virtual:catalog/inspections';

/** An inspection's words in every language: its record dialog, its card, its varroa reading (`shared/i18n/catalogs/inspections`). */
export const inspectionMessages = defineCatalog<keyof typeof source>(inspectionsFiles);
