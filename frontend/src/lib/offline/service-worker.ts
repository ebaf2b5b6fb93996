/**
 * HiveKeeper's service worker (built by vite-plugin-pwa, frontend/vite.config.ts), registered once a beekeeper is
 * signed in. A new version installs in the background and waits: it takes over only when the beekeeper chooses
 * Reload in the update prompt, never by itself, so nothing typed or queued is lost to a reload.
 */
import { Workbox } from 'workbox-window';
import { CONFIG_CACHE, CONFIG_PATH } from './config-cache';
import { HOUR_MS } from '@shared/domain/durations';

/** How often a signed-in tab asks whether a new version was released (the browser also asks on each page load). */
const UPDATE_CHECK_INTERVAL_MS = HOUR_MS;

let workbox: Workbox | undefined;
let updateWaiting = false;
const listeners = new Set<() => void>();

function setUpdateWaiting(waiting: boolean) {
  updateWaiting = waiting;
  for (const listener of listeners) listener();
}

/** Registers the service worker (once; only in a production build, the dev server has none). */
export function registerServiceWorker(): void {
  if (workbox || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js');
  // Also when a version was already waiting from an earlier visit.
  workbox.addEventListener('waiting', () => setUpdateWaiting(true));
  const registered = workbox;
  registered.register().catch((error: unknown) => console.error('The service worker could not register', error));
  // This page read its settings before a service worker could keep them: put them in its cache now, or the next
  // start without signal would find none.
  caches
    .open(CONFIG_CACHE)
    .then((cache) => cache.add(CONFIG_PATH))
    .catch(() => undefined);
  setInterval(() => {
    if (navigator.onLine) registered.update().catch(() => undefined);
  }, UPDATE_CHECK_INTERVAL_MS);
}

/** Whether a new version of HiveKeeper is installed and waits to take over. */
export function isAppUpdateWaiting(): boolean {
  return updateWaiting;
}

/** Calls `listener` when a new version starts waiting; returns the unsubscribe (`useSyncExternalStore` shape). */
export function onAppUpdateWaitingChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Lets the waiting version take over, then reloads the page so it runs the new version's code. */
export function applyAppUpdate(): void {
  if (!workbox || !updateWaiting) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
