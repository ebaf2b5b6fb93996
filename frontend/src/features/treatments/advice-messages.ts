import type source from '@shared/i18n/catalogs/treatment-advice/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import treatmentAdviceFiles from 'virtual:catalog/treatment-advice';

/**
 * The sentences of the treatment recommendations (`shared/i18n/catalogs/treatment-advice`), written from the facts the
 * recommendation rules answer (`advice.code` and `advice.params`): a catalogue apart, shared by the dashboard's
 * Treatment Reminders and the treatments screen.
 */
export const treatmentAdviceMessages = defineCatalog<keyof typeof source>(treatmentAdviceFiles);
