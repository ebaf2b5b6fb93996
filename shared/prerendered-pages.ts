/**
 * The screens HiveKeeper's build renders to HTML ahead of time (a visitor's first pages, as a signed-out visitor
 * sees them) and the file each is written to beside `index.html`, which stays the empty shell every other path
 * gets. The build (frontend/prerender-plugin.ts), the local gateway and CloudFront's viewer-request function read
 * this one table.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'home.html',
  '/pricing': 'pricing.html',
};
