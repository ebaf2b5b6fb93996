import { LoaderCircle, LocateFixed } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { canLocate, useCurrentPosition, type Position, type PositionState } from '../hooks/use-current-position';

const STATE_TEXT: Partial<Record<PositionState, string>> = {
  pending: 'Finding your location...',
  found: 'Latitude and longitude filled in from your location.',
  denied:
    "HiveKeeper isn't allowed to use your location. Allow it in your browser's settings, or type the coordinates.",
  unavailable: "Your location isn't available right now. Try again outdoors, or type the coordinates.",
};

/**
 * "Use my location": fills the apiary's coordinates from the device, for a beekeeper standing at the apiary.
 * Not shown where the browser can't locate at all, so it is never a dead button.
 */
export function UseMyLocationButton({ onFound }: { onFound: (position: Position) => void }) {
  const { state, locate } = useCurrentPosition(onFound);
  if (!canLocate()) return null;
  const text = STATE_TEXT[state];
  return (
    <div className="flex flex-col items-start gap-1.5">
      <Button variant="outline" size="sm" disabled={state === 'pending'} onClick={locate}>
        {state === 'pending' ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <LocateFixed aria-hidden="true" />
        )}
        Use my location
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
