/**
 * `npm run bench:web`: the gzip size of every JS chunk of HiveKeeper's web app and the JS each key page loads,
 * from a production build's Vite manifest (gzip at level 9, as the budgets are stated). The end-to-end suite checks
 * the same budgets on what Chromium actually downloads; the two agree to the byte on the same build.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Manifest, ManifestChunk } from 'vite';
import { buildWebApp } from '../../infra/local/web-app-build';
import { gzipSize, kilobytes, WEB_BUDGETS_KB } from './budgets';

/**
 * Every signed-in page: the frame, the beekeeper's offline copy, the service worker's registration (lib/offline) and
 * the header's notification bell (its popover loads when pressed).
 */
const SIGNED_IN_FRAME = [
  'index',
  'amplify-auth',
  'persisted-queries',
  'signed-in-layout',
  'installed-app',
  'notification-bell',
];

/**
 * The chunks each page loads, by the name Vite gives them (the source file's name): the entry, then the lazily
 * loaded ones, each with everything it imports statically. Names, not manifest keys: a chunk that several
 * screens share is keyed by its hashed file name.
 */
const PAGES: { name: string; budgetKb: number; chunks: string[] }[] = [
  {
    name: 'Landing page (signed out)',
    budgetKb: WEB_BUDGETS_KB.landing,
    chunks: ['index', 'home', 'landing-page'],
  },
  {
    name: 'Dashboard (signed in, first visit with the welcome toast)',
    budgetKb: WEB_BUDGETS_KB.dashboard,
    chunks: [...SIGNED_IN_FRAME, 'search-palette', 'home', 'dashboard-screen', 'toaster'],
  },
  {
    // From a beekeeper's second day in a browser, once the figures are in: the tip's dialog comes as its own chunk;
    // no welcome toast, so no toaster (it loads with a page's first toast), and the header's search as on every page.
    name: 'Dashboard with the Daily Beekeeping Tip (signed in, a later day)',
    budgetKb: WEB_BUDGETS_KB.dashboard,
    chunks: [...SIGNED_IN_FRAME, 'search-palette', 'home', 'dashboard-screen', 'daily-tip-dialog'],
  },
  {
    // Each hive card's Edit dialog loads its form when it opens, like the dashboard's Add Hive.
    name: 'Hives (signed in)',
    budgetKb: WEB_BUDGETS_KB.dashboard,
    chunks: [...SIGNED_IN_FRAME, 'search-palette', 'hives'],
  },
  {
    // The payment form is a chunk of its own, loaded when the dialog opens (Stripe's, on a Stripe stage, instead).
    name: 'Pricing with the payment dialog open (signed in, test mode)',
    budgetKb: WEB_BUDGETS_KB.dashboard,
    chunks: [...SIGNED_IN_FRAME, 'search-palette', 'pricing', 'test-mode-card-form', 'toaster'],
  },
  {
    name: 'Pricing with the payment dialog open (signed in, Stripe; Stripe.js itself comes from Stripe)',
    budgetKb: WEB_BUDGETS_KB.dashboard,
    chunks: [...SIGNED_IN_FRAME, 'search-palette', 'pricing', 'stripe-card-form', 'toaster'],
  },
];

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'hivekeeper-web-bench-'));
  try {
    await buildWebApp(outDir, { manifest: true });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const sizes = new Map(
      Object.values(manifest).map((chunk) => [chunk.file, gzipSize(readFileSync(join(outDir, chunk.file)))]),
    );

    console.log('JS chunks, gzip level 9:');
    for (const [file, size] of [...sizes].sort(([, a], [, b]) => b - a)) {
      console.log(`  ${kilobytes(size).padStart(9)}  ${file}`);
    }
    for (const page of PAGES) {
      const files = loadedFiles(manifest, page.chunks);
      const total = files.reduce((sum, file) => sum + (sizes.get(file) ?? 0), 0);
      const verdict = total < page.budgetKb * 1024 ? 'within' : 'OVER';
      console.log(
        `\n${page.name}: ${kilobytes(total)} (${total} B) in ${files.length} files (${verdict} the ${page.budgetKb} KB budget)`,
      );
      for (const file of files.sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0))) {
        console.log(`  ${kilobytes(sizes.get(file) ?? 0).padStart(9)}  ${file}`);
      }
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The files of the named chunks and of everything they import statically, each once. */
function loadedFiles(manifest: Manifest, chunkNames: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key] as ManifestChunk;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const name of chunkNames) {
    const keys = Object.keys(manifest).filter((key) => manifest[key]?.name === name);
    if (keys.length !== 1) {
      throw new Error(`The build has ${keys.length} chunks named ${name}, not one: update PAGES in bench/web`);
    }
    visit(keys[0] as string);
  }
  return [...files];
}

await main();
