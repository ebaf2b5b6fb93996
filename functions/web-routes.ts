/**
 * What the web app knows of each API route, by name: its method and path. It is the route table with the rest left
 * out (handler, access level, plan rule, grants), so a path is still declared once, in `routes/<area>.ts`; a screen
 * that must offer only what a plan rule allows reads the rule from `shared/` as the route does (`EXPORT_PLAN_RULE`). The web app's build
 * writes this table into its bundle (`__WEB_ROUTES__`, frontend/web-routes-plugin.ts) and imports only its type: the
 * landing page's newsletter form then downloads the paths, not the whole table.
 */
import type { RouteDefinition } from './route-definition';
import { routes, type RouteName } from './routes';

const WEB_FIELDS = ['method', 'path'] as const satisfies readonly (keyof RouteDefinition)[];
type WebField = (typeof WEB_FIELDS)[number];

export type WebRoute = Pick<RouteDefinition, WebField>;

export type WebRoutes = {
  readonly [Name in RouteName]: Pick<(typeof routes)[Name], Extract<keyof (typeof routes)[Name], WebField>>;
};

/** Each route as one line, `GET /api/hives/{id}`: what the build writes in, shorter than objects on every page. */
export type WebRouteLines = { readonly [Name in RouteName]: string };

export const webRouteLines = Object.fromEntries(
  Object.entries(routes as Record<RouteName, RouteDefinition>).map(([name, route]) => [
    name,
    WEB_FIELDS.map((field) => route[field]).join(' '),
  ]),
) as WebRouteLines;
