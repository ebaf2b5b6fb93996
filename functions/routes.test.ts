import './test-support/unit-env';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { handlerEntry } from '../infra/paths';
import { API_BASE_PATH, routeList, routes, type Grant, type RouteDefinition, type RouteName } from './routes';
import * as areaRoutes from './routes/areas';

type Entry = RouteDefinition & { name: string };

/**
 * What clients and the stack rely on in the route table, as a list of broken rules: the web app calls
 * `/api/...` on the site's origin, the stack makes one API Gateway route per method and path and bundles the
 * named handler module, the Pro guard reads the user item, and IAM grants only what an entry lists.
 */
const WRITING_GRANTS: readonly Grant[] = ['table:write', 'uploads:write', 'marketing:write', 'jobs:start'];

/** The module name a route's handler has: its name in kebab-case (`updateHive`, `update-hive.ts`). */
function kebabCaseOf(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function routeTableProblems(entries: readonly Entry[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const route of entries) {
    const key = `${route.method} ${route.path}`;
    if (!route.path.startsWith(`${API_BASE_PATH}/`)) problems.push(`${route.name}: path outside ${API_BASE_PATH}/`);
    if (seen.has(key)) problems.push(`${route.name}: ${key} is declared twice`);
    seen.add(key);
    if (!existsSync(handlerEntry(route))) {
      problems.push(`${route.name}: no module handlers/${route.handler}.ts`);
    }
    const moduleName = route.handler.split('/').at(-1);
    if (moduleName !== kebabCaseOf(route.name)) {
      problems.push(`${route.name}: handlers/${route.handler}.ts is not named ${kebabCaseOf(route.name)}.ts`);
    }
    // Teams: what a member acting on a shared account needs is declared by every route a beekeeper can call, so a
    // new route is never open to a shared account's viewers by default; a public route acts on no account.
    if (route.access !== 'public' && route.member === undefined) {
      problems.push(`${route.name}: declares no member need (viewer, editor, owner or self)`);
    }
    if (route.access === 'public' && route.member !== undefined) {
      problems.push(`${route.name}: a public route acts on no account, so it needs no member role`);
    }
    if (route.scoped && route.member === 'self') {
      problems.push(`${route.name}: a self route acts on the caller's own account, which has no member scope`);
    }
    if (route.member === 'viewer' && route.method !== 'GET') {
      problems.push(`${route.name}: a ${route.method} route changes something, which a viewer may not`);
    }
    if ((route.access === 'pro' || route.plan) && !route.grants.includes('table:read')) {
      problems.push(`${route.name}: a pro route or a plan rule needs table:read to read the plan`);
    }
    // A write goes to the table, the uploads bucket (asking for an upload) or the marketing images, or to a job it
    // starts; the spec's first step of the image flow is a POST that only reads.
    if (
      route.method !== 'GET' &&
      route.name !== 'prepareMarketingImage' &&
      !route.grants.some((grant) => WRITING_GRANTS.includes(grant))
    ) {
      problems.push(`${route.name}: a ${route.method} route needs one of ${WRITING_GRANTS.join(', ')}`);
    }
  }
  return problems;
}

/** What a handler module exports: `httpHandler` records the route entry it was given on the handler. */
interface HandlerModule {
  handler?: { route?: unknown };
}

function importHandlerModule(route: Entry): Promise<HandlerModule> {
  return import(/* @vite-ignore */ pathToFileURL(handlerEntry(route)).href) as Promise<HandlerModule>;
}

/**
 * Each entry's handler module must run on the entry itself: a handler built with another route's entry would
 * enforce that route's access level (a copied admin or Pro handler keeping a `user` entry).
 */
async function handlerBindingProblems(
  entries: readonly Entry[],
  load: (route: Entry) => Promise<HandlerModule> = importHandlerModule,
): Promise<string[]> {
  const problems: string[] = [];
  for (const route of entries) {
    const bound = (await load(route)).handler?.route;
    if (bound === routes[route.name as RouteName]) continue;
    const boundName = Object.entries(routes).find(([, entry]) => entry === bound)?.[0];
    problems.push(
      boundName
        ? `${route.name}: handlers/${route.handler}.ts is bound to routes.${boundName}`
        : `${route.name}: handlers/${route.handler}.ts exports no handler built by httpHandler for routes.${route.name}`,
    );
  }
  return problems;
}

describe('the route table', () => {
  it('keeps every rule clients and the stack rely on', () => {
    expect(routeList.length).toBeGreaterThan(0);
    expect(routeTableProblems(routeList)).toEqual([]);
  });

  // It imports every handler module (over 70, each with its AWS clients): seconds of work on a loaded machine.
  it('binds every handler module to its own entry, and so to its own access level', async () => {
    expect(await handlerBindingProblems(routeList)).toEqual([]);
  }, 60_000);

  it("declares each route in its area's file, the area its handler's folder, and no name in two areas", () => {
    const declared = Object.entries(areaRoutes).flatMap(([area, entries]) =>
      Object.entries(entries).map(([name, route]) => ({ area, name, folder: route.handler.split('/')[0] })),
    );
    // `hive-notes` in handlers/ is `hiveNotesRoutes` in routes/areas.ts.
    const exportOf = (folder = '') => `${folder.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Routes`;
    expect(declared.filter(({ area, folder }) => area !== exportOf(folder))).toEqual([]);
    expect(declared).toHaveLength(routeList.length);
    expect(Object.keys(areaRoutes).length).toBeGreaterThan(10);
  });

  it("has each handler read its own area's file of routes, so its Lambda carries no other area's", () => {
    const readingTheTable = routeList
      .filter((route) => readFileSync(handlerEntry(route), 'utf8').includes("from '../../routes';"))
      .map(({ handler }) => handler);
    expect(readingTheTable).toEqual([]);
  });

  it('has a {param} route with a handler module, so the module check covers path parameters', () => {
    expect(routeList.some((route) => /\{\w+\}/.test(route.path))).toBe(true);
  });

  describe('reports an entry that breaks a rule', () => {
    const sample: Entry = { ...routes.updateHive, name: 'updateHive' };

    // Each case is the sample with changes, one entry per change.
    it.each<[string, Partial<Entry>[], string]>([
      ['a path outside /api/', [{ path: '/hives/{id}' }], 'updateHive: path outside /api/'],
      [
        'a missing handler module',
        [{ name: 'noSuchHandler', handler: 'hives/no-such-handler' }],
        'no module handlers/hives/no-such-handler',
      ],
      ['a method and path declared twice', [{}, {}], `PUT ${routes.updateHive.path} is declared twice`],
      [
        'a handler module named otherwise than its route',
        [{ name: 'editHive' }],
        'editHive: handlers/hives/update-hive.ts is not named edit-hive.ts',
      ],
      ['a pro route without table:read', [{ access: 'pro', grants: ['table:write'] }], 'needs table:read'],
      ['a route without its member need', [{ member: undefined }], 'updateHive: declares no member need'],
      ['a public route with a member need', [{ access: 'public' }], 'a public route acts on no account'],
      ['a write a viewer may call', [{ member: 'viewer' }], 'a PUT route changes something, which a viewer may not'],
      ['a self route said to be scoped', [{ member: 'self' }], 'updateHive: a self route acts on the caller'],
      [
        'a write without a write grant',
        [{ grants: ['table:read', 'uploads:read'] }],
        'a PUT route needs one of table:write',
      ],
    ])('%s', (_, changes, problem) => {
      const entries = changes.map((change) => ({ ...sample, ...change }) as Entry);
      expect(routeTableProblems(entries)).toEqual([expect.stringContaining(problem)]);
    });
  });

  describe('reports a handler bound to the wrong entry', () => {
    const updateHive = routeList.find((route) => route.name === 'updateHive') as Entry;

    it("another route's entry, by name", async () => {
      const load = async () => ({ handler: { route: routes.getCurrentUser } });
      expect(await handlerBindingProblems([updateHive], load)).toEqual([
        'updateHive: handlers/hives/update-hive.ts is bound to routes.getCurrentUser',
      ]);
    });

    it('a copy of its own entry, or no handler from httpHandler', async () => {
      for (const module of [{ handler: { route: { ...routes.updateHive } } }, { handler: {} }, {}]) {
        expect(await handlerBindingProblems([updateHive], async () => module)).toEqual([
          expect.stringContaining('exports no handler built by httpHandler for routes.updateHive'),
        ]);
      }
    });
  });
});
