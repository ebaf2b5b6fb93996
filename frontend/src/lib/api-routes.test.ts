import { describe, expect, it } from 'vitest';
import { routes as serverRoutes } from '../../../functions/routes';
import { NOT_CALLED_BY_THE_WEB_APP, START_ROUTES } from '../../../functions/web-routes';
import { routes } from './api-routes';
import { startRoutes } from './start-routes';

/**
 * The web app's routes are the route table as the build writes it in (`__WEB_ROUTES__`): every route the server
 * serves, at the same method and path, and nothing the browser doesn't need (no plan rule, access or grants).
 */
describe("the web app's route table", () => {
  it('names every route of the server the web app calls, with its method and path', () => {
    const calledByTheWebApp = Object.keys(serverRoutes).filter(
      (name) => !(NOT_CALLED_BY_THE_WEB_APP as readonly string[]).includes(name),
    );
    expect(Object.keys(routes).sort()).toEqual(calledByTheWebApp.sort());
    for (const name of calledByTheWebApp) {
      const route = serverRoutes[name as keyof typeof serverRoutes];
      expect(routes[name as keyof typeof routes], name).toStrictEqual({ method: route.method, path: route.path });
    }
  });

  it("writes the first script's few routes apart, so the landing page carries no more of the table", () => {
    expect(Object.keys(startRoutes).sort()).toEqual([...START_ROUTES].sort());
    for (const name of START_ROUTES) expect(startRoutes[name]).toStrictEqual(routes[name]);
  });
});
