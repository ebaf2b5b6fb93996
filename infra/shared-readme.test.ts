import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths';

/** `shared/README.md` is where a helper finds what the web app and the Lambdas share: it names every module. */
const SHARED = join(REPO_ROOT, 'shared');

function modulesNotListed(modules: readonly string[], readme: string): string[] {
  return modules.filter((module) => !readme.includes(`\`${module}\``));
}

describe('shared/README.md', () => {
  it('lists every module of shared/', () => {
    const modules = readdirSync(SHARED, { recursive: true, encoding: 'utf8' })
      .map((file) => file.replaceAll('\\', '/'))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(modules.length).toBeGreaterThan(40);
    expect(modulesNotListed(modules, readFileSync(join(SHARED, 'README.md'), 'utf8'))).toEqual([]);
  });

  it('reports a module it does not name', () => {
    expect(modulesNotListed(['plans.ts', 'rules/new-rule.ts'], '| `plans.ts` | limits |')).toEqual([
      'rules/new-rule.ts',
    ]);
  });
});
