/**
 * The web app's door to the API's routes: `routes` is each route's method and path, by name, from
 * the route table (`functions/web-routes.ts`), and `apiPath` fills in a path's parameters. Only types are imported
 * from the table: the build writes the web's table in, so no handler, access level or grant reaches the browser.
 */
import { API_BASE_PATH } from '../../../functions/route-definition';
import type { WebRoutes } from '../../../functions/web-routes';
import { routesOfLines, startRoutes } from './start-routes';

export { apiPath } from '../../../functions/api-path';
export { API_BASE_PATH };
export type { ApiPathArgs } from '../../../functions/api-path';
export type { WebRoute } from '../../../functions/web-routes';

/**
 * Written in by the build (frontend/web-routes-plugin.ts), and by the vitest projects of the web app, as one line a
 * route: every route but the first script's (`start-routes.ts`), which join them here.
 */
declare const __WEB_ROUTES__: string;

export const routes = { ...startRoutes, ...routesOfLines(__WEB_ROUTES__) } as unknown as WebRoutes;
