/**
 * The guard that keeps `routes.ts` the one place an API path is written: ESLint's `no-restricted-syntax` rule in
 * eslint.config.js, checked here on sample code so a change to its selectors can't silently switch it off.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function flaggedLines(code: string, filePath = 'frontend/src/api/sample.ts'): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax' && message.message.includes('apiPath'))
    .map((message) => message.line);
}

describe('the API path guard', () => {
  it('flags an API path written as a string, a template or a full URL', async () => {
    const code = [
      "export const a = '/api/hives';",
      'export const b = (id: string) => `/api/hives/${id}`;',
      'export const c = (origin: string) => `${origin}/api/auth/user`;',
      "export const d = 'http://localhost:3000/api/hives';",
      "export const e = '/api';",
    ].join('\n');
    expect(await flaggedLines(code)).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves imports, the API prefix used as a pattern, and other paths alone', async () => {
    const code = [
      "import { getUser } from '@/api/get-user';",
      "import { API_BASE_PATH } from '../../../functions/routes';",
      'export const all = `${API_BASE_PATH}/*`;',
      "export const screen = '/apiaries';",
      'export { getUser };',
    ].join('\n');
    expect(await flaggedLines(code)).toEqual([]);
  });

  it("lets the route table's areas declare the paths", async () => {
    expect(await flaggedLines("export const path = '/api/hives';", 'functions/routes/hives.ts')).toEqual([]);
  });
});
