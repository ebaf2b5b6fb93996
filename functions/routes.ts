/**
 * HiveKeeper's one list of API routes. The CDK stack makes one API Gateway route and one Lambda per entry,
 * the local gateway serves the same entries, and each handler reads its own entry for its access level (from its
 * area's file, `hivesRoutes` of `routes/hives.ts`, so a Lambda carries its area's entries, not the whole table).
 * Nothing else hard-codes a route: add an entry to its area's file in `routes/` (`routes/hives.ts`) when its
 * handler works; a new area is a new file there and one line in `routes/areas.ts`. An area is a folder of
 * `handlers/`, and each entry's handler module is named as the route is (`updateHive`, `hives/update-hive`).
 *
 * Every handler runs on the middy stack of `lib/http/handler.ts`. Answers are JSON (`content-type:
 * application/json`; only the calendar feed answers `text/calendar`): 200 for reads and updates, 201 with the new
 * object for creates, 204 No Content with no body for deletes; errors are `{ "message": ... }`, a 400 adds
 * `"errors": { "<field>": [...] }`.
 */
import * as areaRoutes from './routes/areas';

export { ACCESS_LEVELS, API_BASE_PATH } from './route-definition';
export type { Access, Grant, RouteDefinition } from './route-definition';

/** Every area's entries in one table, typed entry by entry: `RouteName` is the union of their names. */
export const routes = Object.assign({}, ...Object.values(areaRoutes)) as AllOf<
  (typeof areaRoutes)[keyof typeof areaRoutes]
>;

export type RouteName = keyof typeof routes;

/** The one object with the properties of every object of the union `U` (each area's entries). */
type AllOf<U> = { [K in keyof Intersection<U>]: Intersection<U>[K] };
type Intersection<U> = (U extends unknown ? (of: U) => void : never) extends (of: infer I) => void ? I : never;

/**
 * Handler modules that are no route: the user pool's triggers. The stack attaches them to the pool, and the local
 * user pool calls the same modules (PostConfirmation after each confirmed sign-up).
 */
export const TRIGGER_HANDLERS = { postConfirmation: 'auth/post-confirmation' } as const;
export const routeList = Object.entries(routes).map(([name, route]) => ({ name: name as RouteName, ...route }));
