import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * A record form that loads, with the form library under it, when its dialog opens: the dashboard's Add Hive,
 * first-apiary, New Inspection and Log Treatment buttons cost a button until a beekeeper uses them.
 */
export function lazyRecordForm<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  loadingLabel: string | (() => string),
): ComponentType<Props> {
  const Form = lazy(() => load().then((component) => ({ default: component })));
  // A translated area gives a hook that says it in the language shown (its catalogue's words).
  const useLoadingLabel = typeof loadingLabel === 'string' ? () => loadingLabel : loadingLabel;
  return function LazyRecordForm(props: Props) {
    const label = useLoadingLabel();
    return (
      <Suspense fallback={<Spinner label={label} className="py-8" />}>
        <FocusOnArrival>
          <Form {...props} />
        </FocusOnArrival>
      </Suspense>
    );
  };
}

/**
 * The dialog opened before its form arrived, so it focused what it had (its close button): once the form is there,
 * focus moves to its first field, as it would have had the form been there from the start. A beekeeper who has
 * moved on meanwhile (focus outside the dialog) keeps their place.
 */
function FocusOnArrival({ children }: { children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = container.current;
    const dialog = form?.closest('[role="dialog"]');
    if (!form || !dialog?.contains(document.activeElement) || form.contains(document.activeElement)) return;
    form.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
  }, []);
  return (
    <div ref={container} className="contents">
      {children}
    </div>
  );
}
