import { lazyRecordForm } from '@/components/lazy-record-form';
import { useMessages } from '@/lib/i18n/catalog';
import { financesMessages } from '../messages';

/** The finance form loads when a dialog opens it, or when the pointer or focus reaches a button that will. */
export const loadFinanceForms = () => import('./finance-forms');

/** Starts loading the form's chunk ahead of a click; a failed load is reported by the dialog that needs it. */
export function preloadFinanceForms(): void {
  loadFinanceForms().catch(() => undefined);
}

function useLoadingWords(): string {
  return useMessages(financesMessages)('form.loading');
}

export const LazyCreateFinanceForm = lazyRecordForm(
  () => loadFinanceForms().then((module) => module.CreateFinanceForm),
  useLoadingWords,
);

export const LazyEditFinanceForm = lazyRecordForm(
  () => loadFinanceForms().then((module) => module.EditFinanceForm),
  useLoadingWords,
);
