/**
 * The web app's layering, after bulletproof-react: `app` composes features; a feature imports only itself and the
 * shared layers (`api`, `components`, `config`, `hooks`, `lib`, `@shared`); the shared layers import no feature and no app
 * code. Checked on the real import statements, so a cross-feature import fails `npm test`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** The folder of `src` an import lands in: `features/<name>`, `app`, `components`, ... or undefined outside src. */
function layerOf(file: string): string | undefined {
  const parts = relative(SRC, file).split(sep);
  if (parts[0] === '..' || parts.length < 2) return undefined;
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
}

function importedLayers(file: string): { specifier: string; layer: string | undefined }[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].flatMap((match) => {
    const specifier = match[1] ?? '';
    if (specifier.startsWith('@/')) return [{ specifier, layer: layerOf(join(SRC, specifier.slice(2))) }];
    if (specifier.startsWith('.')) return [{ specifier, layer: layerOf(resolve(dirname(file), specifier)) }];
    return [];
  });
}

function violations(allowed: (from: string, to: string) => boolean): string[] {
  return sourceFiles(SRC).flatMap((file) => {
    const from = layerOf(file);
    if (!from) return [];
    return importedLayers(file)
      .filter(({ layer }) => layer !== undefined && layer !== from && !allowed(from, layer))
      .map(({ specifier }) => `${relative(SRC, file)} imports ${specifier}`);
  });
}

describe("the web app's layers", () => {
  it('keeps every feature to itself: no feature imports another feature or the app', () => {
    const found = violations(
      (from, to) => !from.startsWith('features/') || !(to.startsWith('features/') || to === 'app'),
    );
    expect(found).toEqual([]);
  });

  it('keeps the shared layers free of features and of the app', () => {
    const shared = ['api', 'components', 'config', 'hooks', 'lib'];
    const found = violations((from, to) => !shared.includes(from) || !(to.startsWith('features/') || to === 'app'));
    expect(found).toEqual([]);
  });
});
