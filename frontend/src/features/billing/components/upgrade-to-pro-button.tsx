import { lazy, Suspense } from 'react';

/**
 * The button and its dialog come in a chunk of their own, with the billing catalogue: /pricing, prerendered for
 * visitors (who see no such button), then loads no messages.
 */
const UpgradeToProDialog = lazy(() => import('./upgrade-to-pro-dialog'));

/** A signed-in free beekeeper's Upgrade to Pro, in the language shown. */
export function UpgradeToProButton() {
  return (
    <Suspense fallback={null}>
      <UpgradeToProDialog />
    </Suspense>
  );
}
