import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { isOutboxInUse, onOutboxUseChange } from '@/lib/offline/outbox-in-use';

// Without signal and without the service worker's copy of the chunk, the header simply goes without it.
const OutboxIndicator = lazy(() => import('./outbox-indicator').catch(() => ({ default: () => null })));

const outboxNeeded = () => !navigator.onLine || isOutboxInUse();

/**
 * The header's place for the outbox: its indicator (and the replay it starts) loads once the browser is offline or
 * the outbox may hold a write, and then stays, so coming back online replays what waits.
 */
export function OutboxSlot({ userId }: { userId: string }) {
  const needed = useSyncExternalStore(onOutboxUseChange, outboxNeeded);
  // Once loaded it stays: the `online` that follows an `offline` must find it listening.
  const shown = useStickyTrue(needed);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <OutboxIndicator userId={userId} />
    </Suspense>
  );
}

function useStickyTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
