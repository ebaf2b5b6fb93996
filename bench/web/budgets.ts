/**
 * The JS budgets of HiveKeeper's web app and how they are measured: gzip at level 9 (as a CDN compresses static
 * assets at its best). `npm run bench:web` reports them from the build, the end-to-end suite checks them on what
 * Chromium downloads.
 */
import { gzipSync } from 'node:zlib';

/** Most JS a page may load, in KB of gzip (issue #3): a visitor's landing page, a beekeeper's dashboard. */
export const WEB_BUDGETS_KB = { landing: 120, dashboard: 250 } as const;

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
