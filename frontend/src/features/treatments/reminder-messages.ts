import type source from '@shared/i18n/catalogs/treatment-reminders/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** The words of the dashboard's Treatment Reminders and of Log Treatment (`shared/i18n/catalogs/treatment-reminders`), a catalogue apart so the dashboard carries only these. */
export const treatmentRemindersMessages = defineCatalog<keyof typeof source>('treatment-reminders', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/treatment-reminders/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/treatment-reminders/*.json', '!@shared/i18n/catalogs/treatment-reminders/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/treatment-reminders/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
