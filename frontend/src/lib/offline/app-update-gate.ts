/**
 * What holds back a new version of HiveKeeper's web app: its service worker may only take over (which reloads the
 * page) while nothing would be lost by it. A form with unsaved input and writes waiting in the outbox each say so
 * here, under a reason of their own; the update prompt shows only while no reason holds.
 */
const holding = new Set<string>();
const listeners = new Set<() => void>();

/** `reason` holds the update back while `holds` is true: a dirty form's id, `outbox` while writes wait. */
export function holdAppUpdate(reason: string, holds: boolean): void {
  if (holds === holding.has(reason)) return;
  if (holds) holding.add(reason);
  else holding.delete(reason);
  for (const listener of listeners) listener();
}

/** Whether anything holds the update back now. */
export function isAppUpdateHeld(): boolean {
  return holding.size > 0;
}

/** Calls `listener` whenever a hold starts or ends; returns the unsubscribe (`useSyncExternalStore` shape). */
export function onAppUpdateHoldChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
