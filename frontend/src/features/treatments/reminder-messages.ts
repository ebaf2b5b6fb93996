import type source from '@shared/i18n/catalogs/treatment-reminders/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import treatmentRemindersFiles from 'virtual:catalog/treatment-reminders';

/** The words of the dashboard's Treatment Reminders and of Log Treatment (`shared/i18n/catalogs/treatment-reminders`), a catalogue apart so the dashboard carries only these. */
export const treatmentRemindersMessages = defineCatalog<keyof typeof source>(treatmentRemindersFiles);
