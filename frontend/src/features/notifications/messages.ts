import type source from '@shared/i18n/catalogs/notifications/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import notificationsFiles from 'virtual:catalog/notifications';

/** The admins' bell's and Test Notification System's words in every language (`shared/i18n/catalogs/notifications`). */
export const notificationsMessages = defineCatalog<keyof typeof source>(notificationsFiles);
