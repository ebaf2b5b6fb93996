import { useState } from 'react';

export type PositionState = 'idle' | 'pending' | 'found' | 'denied' | 'unavailable';

/** Decimal degrees as the browser reports them. */
export interface Position {
  latitude: number;
  longitude: number;
}

/** An apiary is a fixed place: a position from the last minute will do, and ten seconds is long enough to wait. */
const POSITION_OPTIONS: PositionOptions = { maximumAge: 60_000, timeout: 10_000 };

/** Whether this browser can tell its position at all (it can't outside a secure context, or with the API removed). */
export function canLocate(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

/**
 * Asks the browser for the device's position (`navigator.geolocation`) and tells the state of the request:
 * pending while the browser asks the beekeeper and looks, denied when they (or the browser's settings) refuse,
 * unavailable when no position could be found in time.
 */
export function useCurrentPosition(onFound: (position: Position) => void) {
  const [state, setState] = useState<PositionState>('idle');

  function locate() {
    setState('pending');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setState('found');
        onFound({ latitude: coords.latitude, longitude: coords.longitude });
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      POSITION_OPTIONS,
    );
  }

  return { state, locate };
}
