import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { AppUpdatePrompt } from './app-update-prompt';
import { keepPersistedQueries } from './persisted-queries';
import { applyAppUpdate, isAppUpdateWaiting, onAppUpdateWaitingChange, registerServiceWorker } from './service-worker';

/**
 * HiveKeeper as an installed app, for signed-in beekeepers (the signed-in layout loads it as a chunk of its own, so
 * a visitor's landing page carries none of it): registers the service worker that opens the app offline, offers its
 * new versions, and keeps the offline copy of the beekeeper's data (already kept when the visit started signed in).
 */
export function InstalledApp() {
  const queryClient = useQueryClient();
  useEffect(registerServiceWorker, []);
  // Not stopped when the layout goes: signing out, which unmounts it, is what deletes the copy.
  useEffect(() => {
    keepPersistedQueries(queryClient);
  }, [queryClient]);
  const waiting = useSyncExternalStore(onAppUpdateWaitingChange, isAppUpdateWaiting);
  return <AppUpdatePrompt waiting={waiting} onReload={applyAppUpdate} />;
}
