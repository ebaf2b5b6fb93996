/**
 * What the web app knows of each API route, by name: its method and path, and its plan rule where it has one (a
 * screen offers only what the server will allow, from the same rule). It is the route table with the rest left out
 * (handler, access level, grants), so a path is still declared once, in `routes/<area>.ts`. The web app's build
 * writes this table into its bundle (`__WEB_ROUTES__`, frontend/web-routes-plugin.ts) and imports only its type: the
 * landing page's newsletter form then downloads the paths, not the whole table.
 */
import type { RouteDefinition } from './route-definition';
import { routes, type RouteName } from './routes';

const WEB_FIELDS = ['method', 'path', 'plan'] as const satisfies readonly (keyof RouteDefinition)[];
type WebField = (typeof WEB_FIELDS)[number];

export type WebRoute = Pick<RouteDefinition, WebField>;

export type WebRoutes = {
  readonly [Name in RouteName]: Pick<(typeof routes)[Name], Extract<keyof (typeof routes)[Name], WebField>>;
};

export const webRoutes = Object.fromEntries(
  Object.entries(routes as Record<RouteName, RouteDefinition>).map(([name, route]) => [
    name,
    Object.fromEntries(WEB_FIELDS.filter((field) => field in route).map((field) => [field, route[field]])),
  ]),
) as WebRoutes;
