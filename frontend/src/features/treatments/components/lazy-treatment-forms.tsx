import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * The treatment form (the catalogue, its warnings, the feeding fields) loads when a dialog opens it, or when the
 * pointer or focus reaches a button that will: the dashboard and the lists don't carry it.
 */
export const loadTreatmentForms = () => import('./treatment-forms');

const CreateForm = lazy(() => loadTreatmentForms().then((module) => ({ default: module.CreateTreatmentForm })));
const EditForm = lazy(() => loadTreatmentForms().then((module) => ({ default: module.EditTreatmentForm })));

/** Starts loading the form's chunk ahead of a click; a failed load is reported by the dialog that needs it. */
export function preloadTreatmentForms(): void {
  loadTreatmentForms().catch(() => undefined);
}

const formLoading = <Spinner label="Loading the treatment form..." className="py-10" />;

export function LazyCreateTreatmentForm(props: ComponentProps<typeof CreateForm>) {
  return (
    <Suspense fallback={formLoading}>
      <CreateForm {...props} />
    </Suspense>
  );
}

export function LazyEditTreatmentForm(props: ComponentProps<typeof EditForm>) {
  return (
    <Suspense fallback={formLoading}>
      <EditForm {...props} />
    </Suspense>
  );
}
