import type source from '@shared/i18n/catalogs/newsletter-confirm/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import newsletterConfirmFiles from 'virtual:catalog/newsletter-confirm';

/** The newsletter's confirmation page in every language (`shared/i18n/catalogs/newsletter-confirm`). */
export const newsletterConfirmMessages = defineCatalog<keyof typeof source>(newsletterConfirmFiles);
