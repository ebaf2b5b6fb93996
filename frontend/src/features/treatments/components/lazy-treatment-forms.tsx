import { lazyRecordForm } from '@/components/lazy-record-form';
import { useMessages } from '@/lib/i18n/catalog';
import { treatmentRemindersMessages } from '../reminder-messages';

/**
 * The treatment form (the catalogue, its warnings, the feeding fields) loads when a dialog opens it, or when the
 * pointer or focus reaches a button that will: the dashboard and the lists don't carry it.
 */
export const loadTreatmentForms = () => import('./treatment-forms');

/** Starts loading the form's chunk ahead of a click; a failed load is reported by the dialog that needs it. */
export function preloadTreatmentForms(): void {
  loadTreatmentForms().catch(() => undefined);
}

function useLoadingWords(): string {
  return useMessages(treatmentRemindersMessages)('log.loading');
}

export const LazyCreateTreatmentForm = lazyRecordForm(
  () => loadTreatmentForms().then((module) => module.CreateTreatmentForm),
  useLoadingWords,
);

export const LazyEditTreatmentForm = lazyRecordForm(
  () => loadTreatmentForms().then((module) => module.EditTreatmentForm),
  useLoadingWords,
);
