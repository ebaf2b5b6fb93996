import type source from '@shared/i18n/catalogs/dictate/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import dictateFiles from 'virtual:catalog/dictate';

/**
 * The Dictate button and its dialog's frame on the inspections screen (`shared/i18n/catalogs/dictate`): a catalogue
 * of its own, so the dashboard's Record Inspection doesn't carry them; the dialog's words come with the dialog.
 */
export const dictateMessages = defineCatalog<keyof typeof source>(dictateFiles);
