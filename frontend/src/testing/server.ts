import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AccountExport } from '@shared/schemas/account-export';
import type { Apiary } from '@shared/schemas/apiary';
import type { DashboardMetrics } from '@shared/schemas/dashboard';
import type { Hive } from '@shared/schemas/hive';
import { HIVE_PAGE } from '@shared/domain/hive';
import { foldText } from '@shared/rules/search';
import { INSPECTION_PAGE, type InspectionAnswer } from '@shared/schemas/inspection';
import { NEXT_CURSOR_HEADER } from '@shared/domain/paging';
import type { CurrentUser } from '@shared/schemas/user';
import { DEFAULT_USER_PREFERENCES } from '@shared/domain/user-preferences';
import { API_BASE_PATH, apiPath, routes, type ApiPathArgs, type WebRoute } from '@/lib/api-routes';
import { testSession } from './session';

/** The API as component tests see it: each test adds the answers it needs with `server.use(...)`. */
export const server = setupServer();

export const TEST_ORIGIN = 'http://hivekeeper.test';

/** The absolute URL of a route, as msw matches requests: `apiUrl(routes.getHive, { id })`. */
export const apiUrl = <Route extends WebRoute>(route: Route, ...args: ApiPathArgs<Route>) =>
  `${TEST_ORIGIN}${apiPath(route, ...args)}`;

/** A route's URL for any value of its `{param}`s (msw's `:param`), which the handler reads from `params`. */
export const apiPattern = (route: WebRoute) => `${TEST_ORIGIN}${route.path.replace(/\{(\w+)\}/g, ':$1')}`;

/** Every API request: for tests that answer whatever the screen asks with an empty list. */
export const ANY_API_URL = `${TEST_ORIGIN}${API_BASE_PATH}/*`;

export function buildUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'user-1',
    username: null,
    firstName: 'Ada',
    lastName: 'Apiarist',
    bio: null,
    email: 'ada@example.com',
    profileImageUrl: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    isAdmin: false,
    subscriptionPlan: 'free',
    subscriptionStatus: 'free',
    // Saved once already: a saved profile has the beekeeper's time zone.
    preferences: { ...DEFAULT_USER_PREFERENCES, timezone: 'Europe/London' },
    statistics: {
      hives: 0,
      apiaries: 0,
      inspectionsThisYear: 0,
      daysSinceLastInspection: null,
      memberSince: '2026-11-01T09:00:00.000Z',
    },
    ...overrides,
  };
}

/** Signs `user` in for the current test: a session token and `GET /api/auth/user` answering them. */
export function signInAs(user: CurrentUser): CurrentUser {
  testSession.idToken = `test-token-${user.id}`;
  server.use(http.get(apiUrl(routes.getCurrentUser), () => HttpResponse.json(user)));
  return user;
}

/**
 * A list's page as the API answers it: the items after `?cursor=` (the cursor of the item before, `cursorOf`),
 * `?limit=` of them (`defaultLimit` unless said), and the next page's cursor in the `x-next-cursor` header while items
 * are left.
 */
export function pageAnswer<T>(
  listed: readonly T[],
  query: URLSearchParams,
  cursorOf: (item: T) => string,
  defaultLimit: number,
) {
  const cursor = query.get('cursor');
  const start = cursor ? listed.findIndex((item) => cursorOf(item) === cursor) + 1 : 0;
  const page = listed.slice(start, start + Number(query.get('limit') ?? defaultLimit));
  const last = page[page.length - 1];
  const more = last !== undefined && listed.indexOf(last) < listed.length - 1;
  return HttpResponse.json(page, { headers: more ? { [NEXT_CURSOR_HEADER]: cursorOf(last) } : {} });
}

/**
 * Answers `GET /api/apiaries` with `apiaries` as the array is when asked: the test's other handlers may change it.
 * Given the beekeeper's `hives`, each apiary counts them as the server keeps its `hiveCount`.
 */
export function serveApiaries(apiaries: Apiary[], hives?: Hive[]): void {
  server.use(
    http.get(apiUrl(routes.listApiaries), () =>
      HttpResponse.json(
        hives === undefined
          ? apiaries
          : apiaries.map((apiary) => ({
              ...apiary,
              hiveCount: hives.filter((hive) => hive.apiaryId === apiary.id).length,
            })),
      ),
    ),
  );
}

/**
 * Answers `GET /api/hives` as the API does, from `hives` (oldest first) as the array is when asked: `?apiaryId=`
 * and `?q=` (the name contains it, case and accents aside) filter, `?limit=` (20 unless said) cuts a page after
 * `?cursor=` (the id of the hive before), and the next page's cursor comes in the `x-next-cursor` header; and
 * `GET /api/hives/{id}` with the hive, or 404. Returns the query of each list request, in order.
 */
export function serveHives(hives: Hive[]): URLSearchParams[] {
  const requests: URLSearchParams[] = [];

  server.use(
    http.get(apiUrl(routes.listHives), ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      const apiaryId = query.get('apiaryId');
      const q = foldText(query.get('q') ?? '');
      const status = query.get('status');
      const mine = hives.filter(
        (hive) =>
          (!apiaryId || hive.apiaryId === apiaryId) &&
          (!status || hive.status === status) &&
          foldText(hive.name).includes(q),
      );
      return pageAnswer(mine, query, (hive) => hive.id, HIVE_PAGE.defaultLimit);
    }),
    http.get(apiPattern(routes.getHive), ({ params }) => {
      const hive = hives.find(({ id }) => id === params.id);
      return hive
        ? HttpResponse.json({ ...hive, latestInspection: null })
        : HttpResponse.json({ message: 'Hive not found' }, { status: 404 });
    }),
  );
  return requests;
}

/**
 * A signed-in beekeeper and their records, as most screen tests start: signs `user` in (a free user unless given)
 * and answers the apiaries and hives lists with the arrays as they are when asked, so a test's write handlers can
 * change them. Returns the arrays.
 */
export function serveBeekeeper({
  user = buildUser(),
  apiaries = [],
  hives = [],
}: { user?: CurrentUser; apiaries?: Apiary[]; hives?: Hive[] } = {}): { apiaries: Apiary[]; hives: Hive[] } {
  signInAs(user);
  serveApiaries(apiaries, hives);
  serveHives(hives);
  return { apiaries, hives };
}

type AnswerBody = (body: Record<string, unknown>) => Response | Promise<Response>;

/**
 * Answers `route` with `answer` and records the JSON bodies sent to it, in the returned array: for the record of
 * `params` when given (`recordBodies(routes.updateHive, { id }, answer)`), else for any (msw's `:param`).
 */
export function recordBodies(route: WebRoute, answer: AnswerBody): Record<string, unknown>[];
export function recordBodies<Route extends WebRoute>(
  route: Route,
  params: NonNullable<ApiPathArgs<Route>[0]>,
  answer: AnswerBody,
): Record<string, unknown>[];
export function recordBodies(
  route: WebRoute,
  ...args: [AnswerBody] | [Record<string, string>, AnswerBody]
): Record<string, unknown>[] {
  const [params, answer] = args.length === 1 ? [undefined, args[0]] : args;
  const bodies: Record<string, unknown>[] = [];
  const method = route.method.toLowerCase() as Lowercase<WebRoute['method']>;
  server.use(
    http[method](params ? apiUrl(route, params) : apiPattern(route), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

/**
 * Answers `GET /api/inspections` as the API does, from `inspections` (newest first) as the array is when asked:
 * `?hiveId=` filters, `?limit=` (20 unless said) cuts a page, and the next page's cursor comes in the
 * `x-next-cursor` header. Returns the query of each request, in order.
 */
export function serveInspections(inspections: InspectionAnswer[]): URLSearchParams[] {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(routes.listInspections), ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      const hiveId = query.get('hiveId');
      const mine = inspections.filter((inspection) => !hiveId || inspection.hiveId === hiveId);
      return pageAnswer(mine, query, inspectionCursor, INSPECTION_PAGE.defaultLimit);
    }),
  );
  return requests;
}

/** The API's cursor after an inspection: its date and id. */
const inspectionCursor = (inspection: InspectionAnswer) => `${inspection.inspectionDate}_${inspection.id}`;

/** Answers `GET /api/account/exports`, which the profile's Export Data asks on opening, with `exports`. */
export function serveAccountExports(exports: AccountExport[] = []): void {
  server.use(http.get(apiUrl(routes.listAccountExports), () => HttpResponse.json(exports)));
}

/** Answers `GET /api/dashboard/metrics` with `metrics`. */
export function serveDashboardMetrics(metrics: DashboardMetrics): void {
  server.use(http.get(apiUrl(routes.getDashboardMetrics), () => HttpResponse.json(metrics)));
}
