import { parseRuntimeConfig, type RuntimeConfig } from '@shared/runtime-config';

let loaded: RuntimeConfig | undefined;

/**
 * Reads `/config.json` once at start: the CDK stack writes it in the cloud and the local gateway serves it, so one
 * build of HiveKeeper's web app runs on every stage.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  // The default cache mode, so the page's preload of it is used (index.html); it is served `no-cache`, so a
  // browser revalidates it on every visit and a new stage's settings show at once.
  const response = await fetchImpl('/config.json');
  if (!response.ok) throw new Error(`${response.status}: could not load /config.json`);
  loaded = parseRuntimeConfig(await response.json());
  return loaded;
}

/** The settings read at start; the app renders only after `loadRuntimeConfig` resolved. */
export function runtimeConfig(): RuntimeConfig {
  if (!loaded) throw new Error('HiveKeeper read its runtime config before loadRuntimeConfig() finished');
  return loaded;
}

/** For component tests, which render without a server. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  loaded = config;
}
