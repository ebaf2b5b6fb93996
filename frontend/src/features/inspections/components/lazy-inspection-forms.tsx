import { lazyRecordForm } from '@/components/lazy-record-form';
import { useMessages } from '@/lib/i18n/catalog';
import { inspectionMessages } from '../messages';

/**
 * The inspection form is the app's largest (segmented ratings, tag inputs, the varroa check, photo uploads): its
 * chunk loads when a dialog opens it, or when the pointer or focus reaches a button that will, so the dashboard and
 * the list don't carry it.
 */
export const loadInspectionForms = () => import('./inspection-forms');

/** Starts loading the form's chunk ahead of a click; a failed load is reported by the dialog that needs it. */
export function preloadInspectionForms(): void {
  loadInspectionForms().catch(() => undefined);
}

function useLoadingWords(): string {
  return useMessages(inspectionMessages)('dialog.loading');
}

export const LazyCreateInspectionForm = lazyRecordForm(
  () => loadInspectionForms().then((module) => module.CreateInspectionForm),
  useLoadingWords,
);

export const LazyEditInspectionForm = lazyRecordForm(
  () => loadInspectionForms().then((module) => module.EditInspectionForm),
  useLoadingWords,
);
