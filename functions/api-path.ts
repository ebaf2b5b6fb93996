/**
 * The one way HiveKeeper builds an API path: from a `routes.ts` entry and its parameters, so a path is never
 * spelled out twice. Imports nothing but the route table's types, so the web app, the seed, the bench and the
 * tests can all use it without pulling in handler code.
 */
import type { RouteDefinition } from './route-definition';

/** The names of the `{name}` placeholders of a route path, as a union (`never` for a path without any). */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** Sent after `?`; an undefined value is left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

type RoutePath = Pick<RouteDefinition, 'path'>;

/**
 * What `apiPath` takes after the route: its `{param}` values (required when the path has any; a route typed
 * only as `RouteDefinition` takes any), then the query.
 */
export type ApiPathArgs<Route extends RoutePath> = string extends Route['path']
  ? [params?: Record<string, string>, query?: QueryParams]
  : [PathParamNames<Route['path']>] extends [never]
    ? [params?: Record<string, never>, query?: QueryParams]
    : [params: Record<PathParamNames<Route['path']>, string>, query?: QueryParams];

/**
 * `apiPath(routes.getHive, { id })` is `/api/hives/<id, URI-encoded>`; `apiPath(route, {}, { apiaryId })` adds
 * `?apiaryId=...`. Throws when a placeholder has no value or a value has no placeholder: either would send the
 * request to another route.
 */
export function apiPath<Route extends RoutePath>(route: Route, ...[params, query]: ApiPathArgs<Route>): string {
  const values: Record<string, string> = params ?? {};
  const used = new Set<string>();
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (!value) throw new Error(`${route.path} needs a value for {${name}}`);
    used.add(name);
    return encodeURIComponent(value);
  });
  const unknown = Object.keys(values).filter((name) => !used.has(name));
  if (unknown.length > 0) throw new Error(`${route.path} has no {${unknown.join('}, {')}}`);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(name, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
