import type source from '@shared/i18n/catalogs/unsubscribe/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import unsubscribeFiles from 'virtual:catalog/unsubscribe';

/** The reminder e-mails' unsubscribe page in every language (`shared/i18n/catalogs/unsubscribe`). */
export const unsubscribeMessages = defineCatalog<keyof typeof source>(unsubscribeFiles);
