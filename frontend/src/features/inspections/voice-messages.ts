import type source from '@shared/i18n/catalogs/voice-inspections/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import voiceInspectionsFiles from 'virtual:catalog/voice-inspections';

/**
 * Dictating inspections in every language: the dictation dialog and a draft's marks in the inspection form
 * (`shared/i18n/catalogs/voice-inspections`), a catalogue of its own so the list and the dashboard don't carry it.
 */
export const voiceInspectionMessages = defineCatalog<keyof typeof source>(voiceInspectionsFiles);
