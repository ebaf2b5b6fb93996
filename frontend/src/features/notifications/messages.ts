import type source from '@shared/i18n/catalogs/notifications/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** The admins' bell's and Test Notification System's words in every language (`shared/i18n/catalogs/notifications`). */
export const notificationsMessages = defineCatalog<keyof typeof source>('notifications', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/notifications/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/notifications/*.json', '!@shared/i18n/catalogs/notifications/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/notifications/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
