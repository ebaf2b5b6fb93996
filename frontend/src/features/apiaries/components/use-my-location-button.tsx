import { LoaderCircle, LocateFixed } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/catalog';
import { apiariesMessages, type ApiariesMessageKey } from '../messages';
import { canLocate, useCurrentPosition, type Position, type PositionState } from '../hooks/use-current-position';

const STATE_TEXT = {
  pending: 'location.pending',
  found: 'location.found',
  denied: 'location.denied',
  unavailable: 'location.unavailable',
} as const satisfies Partial<Record<PositionState, ApiariesMessageKey>>;

/**
 * "Use my location": fills the apiary's coordinates from the device, for a beekeeper standing at the apiary.
 * Not shown where the browser can't locate at all, so it is never a dead button.
 */
export function UseMyLocationButton({ onFound }: { onFound: (position: Position) => void }) {
  const t = useMessages(apiariesMessages);
  const { state, locate } = useCurrentPosition(onFound);
  if (!canLocate()) return null;
  const text = state in STATE_TEXT ? t(STATE_TEXT[state as keyof typeof STATE_TEXT]) : undefined;
  return (
    <div className="flex flex-col items-start gap-1.5">
      <Button variant="outline" size="sm" disabled={state === 'pending'} onClick={locate}>
        {state === 'pending' ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <LocateFixed aria-hidden="true" />
        )}
        {t('location.use')}
      </Button>
      <p
        role="status"
        className={state === 'denied' || state === 'unavailable' ? 'text-sm text-red-700' : 'text-sm text-stone-600'}
      >
        {text}
      </p>
    </div>
  );
}
