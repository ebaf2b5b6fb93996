/**
 * The web app build the end-to-end suite serves, made again only when what it is made from changed: a digest of
 * every file of frontend/, shared/ and functions/ (the app imports the route table from there), the base tsconfig
 * and the package lock, as git lists them (tracked or new, not ignored), is kept beside the build. A fresh clone has
 * no build and no digest, so it builds; anything git can't list builds too.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../infra/paths';
import { buildWebApp } from '../../../infra/local/web-app-build';

const BUILD_SOURCES = ['frontend', 'shared', 'functions', 'tsconfig.base.json', 'package-lock.json'];

/** Builds the web app into `outDir` unless the build there was made from these very sources; answers which. */
export async function ensureWebAppBuild(outDir: string): Promise<'built' | 'reused'> {
  const digestFile = `${outDir}.sources-sha256`;
  const digest = sourcesDigest();
  const builtFrom = existsSync(digestFile) ? readFileSync(digestFile, 'utf8') : undefined;
  if (digest && builtFrom === digest && existsSync(join(outDir, 'index.html'))) return 'reused';
  rmSync(digestFile, { force: true });
  await buildWebApp(outDir);
  // Made before the build read the sources: a file saved while it ran makes the next run build again.
  if (digest) writeFileSync(digestFile, digest);
  return 'built';
}

function sourcesDigest(): string | undefined {
  let listed: string;
  try {
    listed = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...BUILD_SOURCES],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  } catch {
    return undefined;
  }
  const hash = createHash('sha256');
  for (const file of [...new Set(listed.split('\0').filter(Boolean))].sort()) {
    const path = join(REPO_ROOT, file);
    hash.update(`${file}\0`);
    // A tracked file deleted in the work tree is still listed: its absence is part of the digest.
    hash.update(existsSync(path) ? readFileSync(path) : '(deleted)');
    hash.update('\0');
  }
  return hash.digest('hex');
}
