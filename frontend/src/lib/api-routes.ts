/**
 * The web app's door to the API's routes: `routes` is each route's method and path (and plan rule), by name, from
 * the route table (`functions/web-routes.ts`), and `apiPath` fills in a path's parameters. Only types are imported
 * from the table: the build writes the web's table in, so no handler, access level or grant reaches the browser.
 */
import type { WebRouteLines, WebRoutes } from '../../../functions/web-routes';

export { apiPath } from '../../../functions/api-path';
export { API_BASE_PATH } from '../../../functions/route-definition';
export type { ApiPathArgs } from '../../../functions/api-path';
export type { WebRoute } from '../../../functions/web-routes';

/**
 * Written in by the build (frontend/web-routes-plugin.ts), and by the vitest projects of the web app, as one line a
 * route (`GET /api/hives/{id}`): every page loads the table, and lines are a third smaller than objects.
 */
declare const __WEB_ROUTES__: WebRouteLines;

export const routes = Object.fromEntries(
  Object.entries(__WEB_ROUTES__).map(([name, line]) => {
    const [method, path] = line.split(' ');
    return [name, { method, path }];
  }),
) as unknown as WebRoutes;
