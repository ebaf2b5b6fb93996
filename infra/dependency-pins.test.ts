import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths';

/**
 * A module reached by a path inside a package (`cognito-local/lib/server/Router`) that the package doesn't export
 * (its `exports` map) is no part of its public API: any release may move it. Such packages are pinned to the exact version HiveKeeper was written
 * against, and updated on purpose.
 */
const SOURCE_FOLDERS = ['functions', 'infra', 'shared', 'test', 'bench', 'frontend/src'];

/**
 * `from 'pkg/lib/x'`, `require('pkg/lib/x')`, `import('pkg/lib/x')`, scoped names included; a Vite `?query` is not
 * part of the path.
 */
const DEEP_SPECIFIER = /(?:from\s+|require\(\s*|import\(\s*)'((?:@[\w.-]+\/)?[\w.-]+)\/([^'?]+)(?:\?[^']*)?'/g;

/** Whether the package's `exports` map offers the subpath (`./middleware`, or a `./*` pattern): public API. */
function exportsSubpath(name: string, subpath: string): boolean {
  const manifestFile = join(REPO_ROOT, 'node_modules', name, 'package.json');
  const { exports } = JSON.parse(readFileSync(manifestFile, 'utf8')) as { exports?: unknown };
  if (typeof exports !== 'object' || exports === null) return false;
  return Object.keys(exports).some((key) => {
    const [prefix, suffix] = key.split('*');
    if (suffix === undefined) return key === `./${subpath}`;
    return `./${subpath}`.startsWith(prefix ?? '') && `./${subpath}`.endsWith(suffix);
  });
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mts|js|mjs)$/.test(file) && !file.split(/[\\/]/).includes('node_modules'))
    .map((file) => join(REPO_ROOT, folder, file));
}

/** Each declared package whose internals (paths it doesn't export) are imported, with the first file that does. */
function packagesImportedByPath(files: readonly string[], declared: Record<string, string>): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    for (const [, name, subpath] of readFileSync(file, 'utf8').matchAll(DEEP_SPECIFIER)) {
      if (!name || !subpath || declared[name] === undefined || found.has(name)) continue;
      if (!exportsSubpath(name, subpath)) found.set(name, relative(REPO_ROOT, file));
    }
  }
  return found;
}

/** Deep imports of packages the project declares with a range rather than an exact version. */
function unpinned(imported: Map<string, string>, declared: Record<string, string>): string[] {
  return [...imported]
    .filter(([name]) => !/^\d+\.\d+\.\d+$/.test(declared[name] ?? ''))
    .map(([name, file]) => `${name} ${declared[name]} (its internals are imported by ${file})`);
}

const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = { ...manifest.dependencies, ...manifest.devDependencies };

describe('packages whose internals HiveKeeper imports', () => {
  const imported = packagesImportedByPath(SOURCE_FOLDERS.flatMap(sourceFiles), declared);

  it('are the ones the local user pool and the cdk-nag checks of the stack reach into', () => {
    expect([...imported.keys()].sort()).toEqual(['cdk-nag', 'cognito-local']);
  });

  it('are pinned to an exact version', () => {
    expect(unpinned(imported, declared)).toEqual([]);
  });

  it("pin cognito-local's own store engine too, which the crash-safe pool storage extends", () => {
    expect(declared.stormdb).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('reports a deep import of a package declared with a range', () => {
    const deep = new Map([['cognito-local', 'infra/local/cognito.ts']]);
    expect(unpinned(deep, { 'cognito-local': '^5.3.0' })).toEqual([
      'cognito-local ^5.3.0 (its internals are imported by infra/local/cognito.ts)',
    ]);
    expect(unpinned(deep, { 'cognito-local': '5.3.0' })).toEqual([]);
  });
});
