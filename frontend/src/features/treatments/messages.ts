import type source from '@shared/i18n/catalogs/treatments/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import treatmentsFiles from 'virtual:catalog/treatments';

/** The treatments screen's words in every language (`shared/i18n/catalogs/treatments`): its list, a hive's treatments, the treatment form. */
export const treatmentsMessages = defineCatalog<keyof typeof source>(treatmentsFiles);
