import type source from '@shared/i18n/catalogs/access/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import accessFiles from 'virtual:catalog/access';

/** What a visitor or a beekeeper without admin rights is told at a closed door, in every language (`shared/i18n/catalogs/access`). */
export const accessMessages = defineCatalog<keyof typeof source>(accessFiles);
