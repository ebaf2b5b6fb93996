import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { API_DOCS_FILE, renderApiDocs } from './write-api-docs';

describe('docs/api.md', () => {
  it('is what `npm run docs:api` writes from the route table now (run it after changing a route)', async () => {
    expect(readFileSync(API_DOCS_FILE, 'utf8')).toBe(await renderApiDocs());
  });

  it('names every route by its method, path and handler', async () => {
    const docs = await renderApiDocs();
    const missing = Object.values(routes).filter(
      ({ method, path, handler }) =>
        !docs
          .split('\n')
          .some((line) => line.includes(`| ${method} `) && line.includes(`\`${path}\``) && line.includes(handler)),
    );
    expect(missing).toEqual([]);
  });
});
