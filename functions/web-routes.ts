/**
 * What the web app knows of each API route, by name: its method and path. It is the route table with the rest left
 * out (handler, access level, plan rule, grants), so a path is still declared once, in `routes/<area>.ts`; a screen
 * that must offer only what a plan rule allows reads the rule from `shared/` as the route does (`EXPORT_PLAN_RULE`). The web app's build
 * writes this table into its bundle (`__START_ROUTES__` and `__WEB_ROUTES__`, frontend/web-routes-plugin.ts) and
 * imports only its type.
 */
import { API_BASE_PATH, type RouteDefinition } from './route-definition';
import { routes, type RouteName } from './routes';

/** What the web app knows of a route. */
type WebField = Extract<keyof RouteDefinition, 'method' | 'path'>;

export type WebRoute = Pick<RouteDefinition, WebField>;

/**
 * Routes the web app never calls, left out of its table (every page loads it): the payment provider's webhook, the
 * calendar feed a calendar app reads, an export's photo links and the newsletter's one-click unsubscribe, which a
 * mail client follows, one inspection by id (the app reads inspections in pages, and a hive's latest with it), and
 * the uplinks of hive scales, which The Things Network sends, and a hive's readings point by point (the hive page
 * reads them through its weight chart).
 */
export const NOT_CALLED_BY_THE_WEB_APP = [
  'billingWebhook',
  'receiveScaleUplink',
  'listHiveReadings',
  'getCalendar',
  'getInspection',
  'openExportPhoto',
  'unsubscribeFromNewsletter',
] as const satisfies readonly RouteName[];
type WebRouteName = Exclude<RouteName, (typeof NOT_CALLED_BY_THE_WEB_APP)[number]>;

export type WebRoutes = {
  readonly [Name in WebRouteName]: Pick<(typeof routes)[Name], Extract<keyof (typeof routes)[Name], WebField>>;
};

/**
 * The routes the web app calls as it starts and on `/`: the signed-in user and the first screens' lists
 * (`frontend/src/app/start.ts`), whether a beekeeper is new, and the landing page's newsletter form. Written in apart
 * from the rest (`__START_ROUTES__`), so a visitor's landing page carries these few lines, not the whole table, which
 * grows with every feature.
 */
export const START_ROUTES = [
  'getCurrentUser',
  'updateProfile',
  'listApiaries',
  'listHives',
  'getIsNewUser',
  'newsletterSignup',
] as const satisfies readonly WebRouteName[];
export type StartRouteName = (typeof START_ROUTES)[number];

/**
 * One line a route, its name and path after the API's base path (`getHive /hives/{id}`), under a line of its method
 * (`GET`): each method is written once, not on each of a hundred lines.
 */
function routeLines(names: readonly RouteName[]): string {
  const byMethod = new Map<string, string[]>();
  for (const name of names) {
    const { method, path } = (routes as Record<RouteName, RouteDefinition>)[name];
    byMethod.set(method, [...(byMethod.get(method) ?? []), `${name} ${path.slice(API_BASE_PATH.length)}`]);
  }
  return [...byMethod].flatMap(([method, lines]) => [method, ...lines]).join('\n');
}

const isStartRoute = (name: string) => (START_ROUTES as readonly string[]).includes(name);

/** What the build writes in for the first script: START_ROUTES' lines, smaller than JSON objects on every page. */
export const startRouteTable: string = routeLines(START_ROUTES);

/** What the build writes in for the rest of the web app: every other route it calls. */
export const webRouteTable: string = routeLines(
  (Object.keys(routes) as RouteName[]).filter(
    (name) => !(NOT_CALLED_BY_THE_WEB_APP as readonly string[]).includes(name) && !isStartRoute(name),
  ),
);
