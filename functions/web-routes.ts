/**
 * What the web app knows of each API route, by name: its method and path. It is the route table with the rest left
 * out (handler, access level, plan rule, grants), so a path is still declared once, in `routes/<area>.ts`; a screen
 * that must offer only what a plan rule allows reads the rule from `shared/` as the route does (`EXPORT_PLAN_RULE`). The web app's build
 * writes this table into its bundle (`__WEB_ROUTES__`, frontend/web-routes-plugin.ts) and imports only its type: the
 * landing page's newsletter form then downloads the paths, not the whole table.
 */
import { API_BASE_PATH, type RouteDefinition } from './route-definition';
import { routes, type RouteName } from './routes';

/** What the web app knows of a route. */
type WebField = Extract<keyof RouteDefinition, 'method' | 'path'>;

export type WebRoute = Pick<RouteDefinition, WebField>;

/**
 * Routes the web app never calls, left out of its table (every page loads it): the payment provider's webhook, the
 * calendar feed a calendar app reads, an export's photo links and the newsletter's one-click unsubscribe, which a
 * mail client follows.
 */
export const NOT_CALLED_BY_THE_WEB_APP = [
  'billingWebhook',
  'getCalendar',
  'openExportPhoto',
  'unsubscribeFromNewsletter',
] as const satisfies readonly RouteName[];
type WebRouteName = Exclude<RouteName, (typeof NOT_CALLED_BY_THE_WEB_APP)[number]>;

export type WebRoutes = {
  readonly [Name in WebRouteName]: Pick<(typeof routes)[Name], Extract<keyof (typeof routes)[Name], WebField>>;
};

/**
 * What the build writes in: one line a route, its name, method and path after the API's base path
 * (`getHive GET /hives/{id}`), smaller than the same table as JSON objects on every page.
 */
export const webRouteTable: string = Object.entries(routes as Record<RouteName, RouteDefinition>)
  .filter(([name]) => !(NOT_CALLED_BY_THE_WEB_APP as readonly string[]).includes(name))
  .map(([name, { method, path }]) => `${name} ${method} ${path.slice(API_BASE_PATH.length)}`)
  .join('\n');
