import type source from '@shared/i18n/catalogs/profile/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import profileFiles from 'virtual:catalog/profile';

/** The profile's words in every language (`shared/i18n/catalogs/profile`). */
export const profileMessages = defineCatalog<keyof typeof source>(profileFiles);
