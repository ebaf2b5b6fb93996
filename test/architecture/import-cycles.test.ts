/**
 * No import circles: a module of shared/, functions/ or the web app never comes back to itself through its imports,
 * type-only ones included (a circle makes the load order decide what is undefined, and ties the modules into one).
 * The graph is read with the TypeScript compiler's own pre-processing and module resolution, with each part's
 * tsconfig (the web app's `@/` and `@shared/` paths), so an import is followed as `tsc` follows it.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/paths';

const PARTS = [
  { folder: 'shared', tsconfig: 'shared/tsconfig.json' },
  { folder: 'functions', tsconfig: 'tsconfig.json' },
  { folder: 'frontend/src', tsconfig: 'frontend/tsconfig.json' },
] as const;

function sourceFiles(folder: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', folder], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\0')
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(REPO_ROOT, file));
}

function compilerOptions(tsconfig: string): ts.CompilerOptions {
  const path = join(REPO_ROOT, tsconfig);
  const { config } = ts.readConfigFile(path, (file) => ts.sys.readFile(file));
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(path)).options;
}

/** Each file's imports (and re-exports) that resolve to another source file of the repository. */
export function importGraph(files: readonly string[], options: ts.CompilerOptions): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      const target = resolved && !resolved.isExternalLibraryImport ? resolved.resolvedFileName : null;
      return target && !target.includes('/node_modules/') && !target.endsWith('.d.ts') ? [target] : [];
    });
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The circles of `graph` (each once, from its first module in the walk), as lists of modules. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string) => {
    const at = onPath.indexOf(file);
    if (at >= 0) {
      cycles.push([...onPath.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    onPath.push(file);
    for (const target of graph.get(file) ?? []) visit(target);
    onPath.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

describe('import circles', () => {
  it('finds a circle, type-only imports included, and none in a tree', () => {
    expect(
      importCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      importCycles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it.each(PARTS)('are none in $folder', ({ folder, tsconfig }) => {
    const graph = importGraph(sourceFiles(folder), compilerOptions(tsconfig));
    expect(graph.size).toBeGreaterThan(10);
    const cycles = importCycles(graph).map((cycle) => cycle.map((file) => relative(REPO_ROOT, file)).join(' -> '));
    expect(cycles).toEqual([]);
  });
});
