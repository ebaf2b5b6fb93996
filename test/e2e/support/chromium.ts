/**
 * Debian's Chromium as HiveKeeper's browser tools start it (the end-to-end suite and the Lighthouse bench): the
 * package's binary, never a downloaded browser, and no network of Chromium's own (this machine's closed network
 * refuses its background connections).
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A microphone that plays a tone (a journey grants it as a permission): recorded voice inspections record it.
  '--use-fake-device-for-media-stream',
];
