import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../functions/routes';
import { RECOMMENDATION_RULES } from '../shared/rules/treatment-recommendations';
import { REPO_ROOT } from './paths';

/**
 * README.md is a one-page map for the next engineer; docs/ holds the details. These checks keep the map short, its
 * links (and the docs' links) working, and the feature pages naming what they document. docs/api.md has its own
 * check beside the script that writes it (`infra/scripts/write-api-docs.test.ts`).
 */
const README_FILE = join(REPO_ROOT, 'README.md');
const DOCS_DIR = join(REPO_ROOT, 'docs');
const FEATURES_DIR = join(DOCS_DIR, 'features');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join(dir, file));
}

/** Relative links of a Markdown text (`[text](target)`) whose target is missing, anchors and queries ignored. */
export function brokenLinks(file: string, markdown: string, exists: (path: string) => boolean = existsSync): string[] {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? '');
  return targets
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => decodeURI(target.split(/[#?]/)[0] ?? ''))
    .filter((target) => target !== '' && !exists(join(dirname(file), target)))
    .map((target) => `${relative(REPO_ROOT, file)} → ${target}`);
}

const featurePages = () => markdownFiles(FEATURES_DIR).map((file) => readFileSync(file, 'utf8'));

describe('README.md', () => {
  it('stays a one-page map: at most 300 lines', () => {
    expect(readFileSync(README_FILE, 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(300);
  });

  it('links only to files that exist, as do the pages of docs/', () => {
    const broken = [README_FILE, ...markdownFiles(DOCS_DIR)].flatMap((file) =>
      brokenLinks(file, readFileSync(file, 'utf8')),
    );
    expect(broken).toEqual([]);
  });

  it('reports a link to a missing file, and only that one', () => {
    const file = join(REPO_ROOT, 'docs', 'page.md');
    const markdown =
      '[ok](features/hives.md#rules) [gone](features/gone.md) [web](https://example.com) [anchor](#top) [root](../README.md)';
    const exists = (path: string) => !path.endsWith('gone.md');
    expect(brokenLinks(file, markdown, exists)).toEqual(['docs/page.md → features/gone.md']);
  });
});

describe('docs/features/', () => {
  it('describes every route of routes.ts by its method and path', () => {
    const pages = featurePages().join('\n');
    const missing = Object.values(routes)
      .map(({ method, path }) => `${method} ${path}`)
      .filter((route) => !pages.includes(`\`${route}\``));
    expect(missing).toEqual([]);
  });

  it("lists every rule of the treatment recommendations' engine in a table", () => {
    const firstCells = new Set(
      featurePages()
        .flatMap((page) => page.split('\n'))
        .filter((line) => line.startsWith('| '))
        .map((line) => line.split('|')[1]?.trim()),
    );
    const missing = Object.values(RECOMMENDATION_RULES)
      .map(({ name }) => name)
      .filter((name) => !firstCells.has(name));
    expect(missing).toEqual([]);
  });
});
