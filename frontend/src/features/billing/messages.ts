import type source from '@shared/i18n/catalogs/billing/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import billingFiles from 'virtual:catalog/billing';

/** Plans, subscriptions and the payment dialog in every language (`shared/i18n/catalogs/billing`). */
export const billingMessages = defineCatalog<keyof typeof source>(billingFiles);
