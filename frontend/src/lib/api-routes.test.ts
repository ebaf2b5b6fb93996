import { describe, expect, it } from 'vitest';
import { routes as serverRoutes } from '../../../functions/routes';
import { routes } from './api-routes';

/**
 * The web app's routes are the route table as the build writes it in (`__WEB_ROUTES__`): every route the server
 * serves, at the same method and path, and nothing the browser doesn't need (no plan rule, access or grants).
 */
describe("the web app's route table", () => {
  it('names every route of the server, with its method and path', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(serverRoutes).sort());
    for (const [name, route] of Object.entries(serverRoutes)) {
      expect(routes[name as keyof typeof routes], name).toStrictEqual({ method: route.method, path: route.path });
    }
  });
});
