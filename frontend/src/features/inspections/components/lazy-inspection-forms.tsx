import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * The inspection form is the app's largest (segmented ratings, tag inputs, the varroa check, photo uploads): its
 * chunk loads when a dialog opens it, or when the pointer or focus reaches a button that will, so the dashboard and
 * the list don't carry it.
 */
export const loadInspectionForms = () => import('./inspection-forms');

const CreateForm = lazy(() => loadInspectionForms().then((module) => ({ default: module.CreateInspectionForm })));
const EditForm = lazy(() => loadInspectionForms().then((module) => ({ default: module.EditInspectionForm })));

/** Starts loading the form's chunk ahead of a click; a failed load is reported by the dialog that needs it. */
export function preloadInspectionForms(): void {
  loadInspectionForms().catch(() => undefined);
}

const formLoading = <Spinner label="Loading the inspection form..." className="py-10" />;

export function LazyCreateInspectionForm(props: ComponentProps<typeof CreateForm>) {
  return (
    <Suspense fallback={formLoading}>
      <CreateForm {...props} />
    </Suspense>
  );
}

export function LazyEditInspectionForm(props: ComponentProps<typeof EditForm>) {
  return (
    <Suspense fallback={formLoading}>
      <EditForm {...props} />
    </Suspense>
  );
}
