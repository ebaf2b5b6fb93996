import { lazyRecordForm } from '@/components/lazy-record-form';
import { useMessages } from '@/lib/i18n/catalog';
import { recordHarvestMessages } from '../record-harvest-messages';

/**
 * The harvest form loads when a dialog opens it, or when the pointer or focus reaches a button that will: the
 * dashboard's Record Harvest carries only its button.
 */
export const loadProductionForms = () => import('./production-forms');

/** Starts loading the form's chunk ahead of a click; a failed load is reported by the dialog that needs it. */
export function preloadProductionForms(): void {
  loadProductionForms().catch(() => undefined);
}

function useLoadingWords(): string {
  return useMessages(recordHarvestMessages)('form.loading');
}

export const LazyCreateProductionForm = lazyRecordForm(
  () => loadProductionForms().then((module) => module.CreateProductionForm),
  useLoadingWords,
);

export const LazyEditProductionForm = lazyRecordForm(
  () => loadProductionForms().then((module) => module.EditProductionForm),
  useLoadingWords,
);
