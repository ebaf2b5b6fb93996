import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = onlineManager.subscribe.bind(onlineManager);
const isOnline = () => onlineManager.isOnline();

/** Whether the app has a connection (`onlineManager`, which the start script feeds from the browser's online events). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline);
}
