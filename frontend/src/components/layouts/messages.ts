import type source from '@shared/i18n/catalogs/app/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import appFiles from 'virtual:catalog/app';

/** The signed-in frame's words in every language: its menus, the account menu, Logout (`shared/i18n/catalogs/app`). */
export const appMessages = defineCatalog<keyof typeof source>(appFiles);
