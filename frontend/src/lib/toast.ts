/**
 * HiveKeeper's toasts, per the spec (section 9): one visible at a time, 5 s unless said otherwise. A tiny store
 * outside React so mutations and event handlers can raise a toast without a hook.
 */
import type { LucideIcon } from 'lucide-react';
import { useSyncExternalStore } from 'react';

export const TOAST_DEFAULT_DURATION_MS = 5_000;

export interface ToastMessage {
  id: number;
  title: string;
  /** Drawn before the title (an icon, never an emoji glyph some systems lack). */
  icon?: LucideIcon;
  description?: string | undefined;
  variant?: 'default' | 'destructive' | 'success';
  /** Milliseconds; the welcome toast stays 10 s. */
  duration?: number;
  open: boolean;
}

type Listener = () => void;

let current: ToastMessage | undefined;
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: ToastMessage | undefined) {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen (only one at a time). */
export function toast(message: Omit<ToastMessage, 'id' | 'open'>): void {
  publish({ ...message, id: nextId++, open: true });
}

export function dismissToast(id: number): void {
  if (current?.id === id) publish({ ...current, open: false });
}

/** Forgets the toast on screen; component tests call it between tests, since the store outlives a render. */
export function clearToasts(): void {
  publish(undefined);
}

export function useCurrentToast(): ToastMessage | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    // A prerendered page has no toast; hydration starts from the same, then shows the current one.
    () => undefined,
  );
}
