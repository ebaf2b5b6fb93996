import { lazyRecordForm } from '@/components/lazy-record-form';

/** The finance form loads when a dialog opens it, or when the pointer or focus reaches a button that will. */
export const loadFinanceForms = () => import('./finance-forms');

/** Starts loading the form's chunk ahead of a click; a failed load is reported by the dialog that needs it. */
export function preloadFinanceForms(): void {
  loadFinanceForms().catch(() => undefined);
}

export const LazyCreateFinanceForm = lazyRecordForm(
  () => loadFinanceForms().then((module) => module.CreateFinanceForm),
  'Loading the transaction form...',
);

export const LazyEditFinanceForm = lazyRecordForm(
  () => loadFinanceForms().then((module) => module.EditFinanceForm),
  'Loading the transaction form...',
);
