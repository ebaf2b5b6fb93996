import type source from '@shared/i18n/catalogs/marketing/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import marketingFiles from 'virtual:catalog/marketing';

/** The admin's marketing screens in every language (`shared/i18n/catalogs/marketing`). */
export const marketingMessages = defineCatalog<keyof typeof source>(marketingFiles);
