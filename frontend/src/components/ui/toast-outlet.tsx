import { lazy, Suspense } from 'react';
import { useCurrentToast } from '@/lib/toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** Loads the toast component with the first toast, so pages that never raise one don't download it. */
export function ToastOutlet() {
  const message = useCurrentToast();
  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
