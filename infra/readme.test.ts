import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../functions/routes';
import { RECOMMENDATION_RULES } from '../shared/rules/treatment-recommendations';
import { REPO_ROOT } from './paths';

/** The README is the operator's and the next engineer's map: it names every route and every recommendation rule. */
const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');

describe('README.md', () => {
  it('names every route of routes.ts by its method and path', () => {
    const missing = Object.values(routes)
      .map(({ method, path }) => `${method} ${path}`)
      .filter((route) => !README.includes(`\`${route}\``));
    expect(missing).toEqual([]);
  });

  it("lists every rule of the treatment recommendations' engine in its table", () => {
    const firstCells = new Set(
      README.split('\n')
        .filter((line) => line.startsWith('| '))
        .map((line) => line.split('|')[1]?.trim()),
    );
    const missing = Object.values(RECOMMENDATION_RULES)
      .map(({ name }) => name)
      .filter((name) => !firstCells.has(name));
    expect(missing).toEqual([]);
  });
});
