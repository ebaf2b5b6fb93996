import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * The hive form (and the form library under it) loads when its dialog opens, so the dashboard's Add Hive button
 * costs a button until a beekeeper uses it.
 */
const HiveForm = lazy(() => import('./hive-form').then((module) => ({ default: module.HiveForm })));

export function LazyHiveForm(props: ComponentProps<typeof HiveForm>) {
  return (
    <Suspense fallback={<Spinner label="Loading the hive form..." className="py-6" />}>
      <HiveForm {...props} />
    </Suspense>
  );
}
