import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * A record form that loads, with the form library under it, when its dialog opens: the dashboard's Add Hive and
 * first-apiary buttons cost a button until a beekeeper uses them.
 */
export function lazyRecordForm<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  loadingLabel: string,
): ComponentType<Props> {
  const Form = lazy(() => load().then((component) => ({ default: component })));
  return function LazyRecordForm(props: Props) {
    return (
      <Suspense fallback={<Spinner label={loadingLabel} className="py-6" />}>
        <Form {...props} />
      </Suspense>
    );
  };
}
