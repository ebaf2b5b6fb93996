/**
 * The web app's door to the API's one route table: `routes.ts` declares each path once and `apiPath` fills in its
 * parameters. Both import nothing at run time, so the browser bundle gets the table's data and no handler code.
 */
export { apiPath } from '../../../functions/api-path';
export { API_BASE_PATH, routes } from '../../../functions/routes';
export type { ApiPathArgs } from '../../../functions/api-path';
export type { RouteDefinition } from '../../../functions/routes';
