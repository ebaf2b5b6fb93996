import type { Page } from '@playwright/test';

/** Waits until the service worker is active: the app shell and every screen's chunk are in its cache. */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}
