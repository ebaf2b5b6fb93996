import { describe, expect, it } from 'vitest';
import { apiPath } from './api-path';
import { API_BASE_PATH, routes } from './routes';

describe('apiPath', () => {
  it('answers the path of a route without parameters', () => {
    expect(apiPath(routes.listHives)).toBe(`${API_BASE_PATH}/hives`);
  });

  it("fills a route's {param} with its value, URI-encoded so it stays one path segment", () => {
    expect(apiPath(routes.getHive, { id: '01HV0000000000000000000000' })).toBe(
      `${API_BASE_PATH}/hives/01HV0000000000000000000000`,
    );
    expect(apiPath(routes.moveApiaryHives, { id: 'a/b c?' })).toBe(`${API_BASE_PATH}/apiaries/a%2Fb%20c%3F/move-hives`);
  });

  it('adds the query, leaving out undefined values', () => {
    expect(apiPath(routes.listHives, {}, { apiaryId: 'A 1', page: 2, archived: false, status: undefined })).toBe(
      `${API_BASE_PATH}/hives?apiaryId=A+1&page=2&archived=false`,
    );
    expect(apiPath(routes.listHives, {}, { status: undefined })).toBe(`${API_BASE_PATH}/hives`);
  });

  it('refuses a missing or empty {param}: the request would reach another route', () => {
    // @ts-expect-error -- the type requires `id`; the runtime check covers callers typed loosely.
    expect(() => apiPath(routes.getHive)).toThrow(`${routes.getHive.path} needs a value for {id}`);
    expect(() => apiPath(routes.getHive, { id: '' })).toThrow('needs a value for {id}');
  });

  it('refuses a value for a placeholder the path does not have', () => {
    // @ts-expect-error -- listHives has no {id}.
    expect(() => apiPath(routes.listHives, { id: 'x' })).toThrow(`${routes.listHives.path} has no {id}`);
  });

  it('takes any parameters for a route typed only as a RouteDefinition, and still checks them', () => {
    const route: { path: string } = routes.updateApiary;
    expect(apiPath(route, { id: 'x' })).toBe(`${API_BASE_PATH}/apiaries/x`);
    expect(() => apiPath(route, { apiaryId: 'x' })).toThrow('needs a value for {id}');
  });
});
