import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths';

/**
 * The local stack's conventions, kept to one place each: the region and credentials of the local stand-ins live in
 * `infra/local/settings.ts` (LOCAL_AWS), and its HTTP servers stop through `closeServer` in `infra/local/servers.ts`.
 */
const LOCAL_CODE = ['infra/local', 'functions', 'test', 'bench'];

const RULES = [
  {
    rule: 'region and credentials come from LOCAL_AWS (infra/local/settings.ts)',
    home: 'infra/local/settings.ts',
    pattern: /'us-east-1'|accessKeyId:\s*'|AWS_(?:ACCESS_KEY_ID|SECRET_ACCESS_KEY)\s*(?:=|\?\?=|:)\s*'/,
  },
  {
    rule: 'servers stop with closeServer (infra/local/servers.ts)',
    home: 'infra/local/servers.ts',
    pattern: /\.closeAllConnections\(|\bserver\.close\(\s*\)/i,
  },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.split(/[\\/]/).includes('node_modules'))
    .map((file) => join(folder, file));
}

/** Each line that breaks a rule, as `file:line: rule`. */
function conventionProblems(files: readonly { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) =>
    text
      .split('\n')
      .flatMap((line, index) =>
        RULES.filter(({ home, pattern }) => path !== home && pattern.test(line)).map(
          ({ rule }) => `${path}:${index + 1}: ${rule}`,
        ),
      ),
  );
}

describe('the local stack', () => {
  it('keeps its region, credentials and server stopping in one place each', () => {
    const files = LOCAL_CODE.flatMap(sourceFiles)
      .filter((path) => path !== relative(REPO_ROOT, import.meta.filename))
      .map((path) => ({ path, text: readFileSync(join(REPO_ROOT, path), 'utf8') }));
    expect(files.length).toBeGreaterThan(50);
    expect(conventionProblems(files)).toEqual([]);
  });

  it.each([
    ["new SESClient({ region: 'us-east-1' })", 'region and credentials'],
    ["const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };", 'region and credentials'],
    ["process.env.AWS_ACCESS_KEY_ID = 'local';", 'region and credentials'],
    ['server.closeAllConnections();', 'closeServer'],
    ['afterAll(() => server.close());', 'closeServer'],
  ])('reports %s', (line, rule) => {
    expect(conventionProblems([{ path: 'bench/api/run.ts', text: line }])).toEqual([expect.stringContaining(rule)]);
  });
});
