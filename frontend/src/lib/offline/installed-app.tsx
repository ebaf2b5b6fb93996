import { useEffect, useSyncExternalStore } from 'react';
import { AppUpdatePrompt } from './app-update-prompt';
import { applyAppUpdate, isAppUpdateWaiting, onAppUpdateWaitingChange, registerServiceWorker } from './service-worker';

/**
 * HiveKeeper as an installed app, for signed-in beekeepers (the signed-in layout loads it as a chunk of its own, so
 * a visitor's landing page carries none of it): registers the service worker that opens the app offline, and
 * offers its new versions.
 */
export function InstalledApp() {
  useEffect(registerServiceWorker, []);
  const waiting = useSyncExternalStore(onAppUpdateWaitingChange, isAppUpdateWaiting);
  return <AppUpdatePrompt waiting={waiting} onReload={applyAppUpdate} />;
}
