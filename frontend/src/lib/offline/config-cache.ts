/**
 * The service worker's cache of `/config.json`, the settings HiveKeeper reads at start (frontend/vite.config.ts
 * keeps it NetworkFirst; lib/offline/service-worker.ts fills it at registration).
 */
export const CONFIG_CACHE = 'hivekeeper-config';
export const CONFIG_PATH = '/config.json';
