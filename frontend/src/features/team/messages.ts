import type source from '@shared/i18n/catalogs/team/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import teamFiles from 'virtual:catalog/team';

/** The team screen's and the invitation page's words in every language (`shared/i18n/catalogs/team`). */
export const teamMessages = defineCatalog<keyof typeof source>(teamFiles);
