import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe("the web app's screen paths", () => {
  it('builds the way to sign in: the tab, and the page to return to with its query', () => {
    expect(paths.auth.login.getHref()).toBe('/login');
    expect(paths.auth.login.getHref({ redirect: '/hives?apiaryId=a1' })).toBe(
      '/login?redirect=%2Fhives%3FapiaryId%3Da1',
    );
    expect(paths.auth.login.getHref({ tab: 'signUp', redirect: paths.pricing.getHref() })).toBe(
      '/login?tab=signUp&redirect=%2Fpricing',
    );
    expect(paths.auth.login.getHref({ tab: 'signUp', redirect: paths.home.getHref() })).toBe('/login?tab=signUp');
  });

  it("builds a hive's page with its id as one path segment, which the router's pattern matches", () => {
    expect(paths.app.hive.getHref('a/b c')).toBe('/hives/a%2Fb%20c');
    expect(paths.app.hive.path).toBe('/hives/:hiveId');
  });

  it('filters the hives screen to an apiary only when one is given', () => {
    expect(paths.app.hives.getHref()).toBe('/hives');
    expect(paths.app.hives.getHref({ apiaryId: 'A 1' })).toBe('/hives?apiaryId=A+1');
  });

  it("filters the inspections screen to a hive only when one is given: a hive card's Inspect action", () => {
    expect(paths.app.inspections.getHref()).toBe('/inspections');
    expect(paths.app.inspections.getHref({ hiveId: '01HV000000000000000000H1V1' })).toBe(
      '/inspections?hiveId=01HV000000000000000000H1V1',
    );
  });
});
