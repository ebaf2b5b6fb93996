/**
 * HiveKeeper's web app as it ships: a production Vite build of `frontend/`, for `npm start` and the end-to-end
 * suite (a folder of its own), each of which skips it when the build is newer than its sources.
 */
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'vite';
import { FRONTEND_DIST, REPO_ROOT } from '../paths';

const FRONTEND_DIR = join(REPO_ROOT, 'frontend');
/** The Vite config of the web app: `npm start`, `npm run dev` and the end-to-end suite all use this one. */
export const WEB_APP_VITE_CONFIG = join(FRONTEND_DIR, 'vite.config.ts');

/**
 * What a build is made of: when none of it changed since a build started, that build is current. `functions/` for
 * the route table and `apiPath`, which the web app imports.
 */
const BUILD_INPUTS = [
  FRONTEND_DIR,
  join(REPO_ROOT, 'shared'),
  join(REPO_ROOT, 'functions'),
  join(REPO_ROOT, 'tsconfig.base.json'),
  join(REPO_ROOT, 'package-lock.json'),
];

/** A build folder Vite would have to empty although it holds something else than a build of the web app. */
export class UnsafeBuildFolderError extends Error {}

/**
 * Builds the web app into `outDir` (absolute), with Vite's manifest at `.vite/manifest.json` when asked. Vite
 * empties the folder first, so it must be new, empty or hold a previous build (its index.html).
 */
export async function buildWebApp(outDir: string, options: { manifest?: boolean } = {}): Promise<void> {
  assertBuildFolder(outDir);
  const startedAt = new Date();
  await build({
    configFile: WEB_APP_VITE_CONFIG,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: options.manifest ?? false },
  });
  // The build is stamped with the time it started reading the sources: a file saved while it ran is newer.
  utimesSync(join(outDir, 'index.html'), startedAt, startedAt);
}

/** Builds the web app into `outDir` unless the build there is current; answers which. */
export async function ensureWebAppBuild(outDir: string): Promise<'built' | 'reused'> {
  if (isWebAppBuildCurrent(outDir)) return 'reused';
  await buildWebApp(outDir);
  return 'built';
}

/**
 * Whether `outDir` holds a build newer than every file it was made from, and than every folder below the inputs
 * (a deleted or renamed file changes its folder). The inputs' own folders are left out: `frontend/` changes when
 * `frontend/dist` is first made.
 */
export function isWebAppBuildCurrent(outDir: string): boolean {
  const builtAt = modifiedAt(join(outDir, 'index.html'));
  if (builtAt === undefined) return false;
  const skipped = new Set([outDir, FRONTEND_DIST]);
  return BUILD_INPUTS.every((input) => newestChangeBelow(input, skipped) < builtAt);
}

function assertBuildFolder(outDir: string): void {
  const holdsSources = !relative(outDir, FRONTEND_DIR).startsWith('..');
  const holdsOtherFiles =
    existsSync(outDir) && readdirSync(outDir).length > 0 && !existsSync(join(outDir, 'index.html'));
  if (holdsSources || holdsOtherFiles) {
    throw new UnsafeBuildFolderError(
      `The web app's build folder ${outDir} holds other files, which the build would delete: choose a new folder`,
    );
  }
}

/** The latest modification time of a file, or of anything below a folder, skipping node_modules and `skipped`. */
function newestChangeBelow(path: string, skipped: ReadonlySet<string>): number {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats?.isDirectory()) return stats?.mtimeMs ?? 0;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.name === 'node_modules' || skipped.has(child)) continue;
    const folderChange = entry.isDirectory() ? (modifiedAt(child) ?? 0) : 0;
    newest = Math.max(newest, folderChange, newestChangeBelow(child, skipped));
  }
  return newest;
}

function modifiedAt(path: string): number | undefined {
  return statSync(path, { throwIfNoEntry: false })?.mtimeMs;
}
