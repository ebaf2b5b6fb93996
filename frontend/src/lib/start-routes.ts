/**
 * The few API routes the web app calls as it starts and on `/` (START_ROUTES of `functions/web-routes.ts`: the
 * signed-in user, the first screens' lists, the landing page's newsletter form). Apart from `api-routes.ts`, whose
 * table every feature reads, so that a visitor's landing page loads these lines, not the whole table. The rest of the
 * app reads them in `routes` too.
 */
import { API_BASE_PATH } from '../../../functions/route-definition';
import type { StartRouteName, WebRoutes } from '../../../functions/web-routes';

export { apiPath } from '../../../functions/api-path';

/**
 * Written in by the build (frontend/web-routes-plugin.ts), and by the vitest projects of the web app, as one line a
 * route under its method's line (`GET`, then `getHive /hives/{id}`, the path after the API's base): lines are a third
 * the size of objects.
 */
declare const __START_ROUTES__: string;

/** A table written in as lines (a method's line, then its routes' lines), by name. */
export function routesOfLines(lines: string): Record<string, { method: string; path: string }> {
  const table: Record<string, { method: string; path: string }> = {};
  let method = '';
  for (const line of lines.split('\n')) {
    const [name = '', path] = line.split(' ');
    if (path === undefined) method = name;
    else table[name] = { method, path: `${API_BASE_PATH}${path}` };
  }
  return table;
}

export const startRoutes = routesOfLines(__START_ROUTES__) as unknown as Pick<WebRoutes, StartRouteName>;
