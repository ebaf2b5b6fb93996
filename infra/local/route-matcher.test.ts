import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from './route-matcher';

// A route table of its own (not HiveKeeper's API): the matcher knows only methods and path templates.
const routes = [
  { name: 'getHive', method: 'GET', path: '/hives/{id}' },
  { name: 'hiveSummary', method: 'GET', path: '/hives/summary' },
  { name: 'updateHive', method: 'PUT', path: '/hives/{id}' },
  { name: 'moveHives', method: 'POST', path: '/apiaries/{id}/move-hives' },
  { name: 'getUpload', method: 'GET', path: '/uploads/{key+}' },
  { name: 'version', method: 'GET', path: '/v1.0/status' },
] as const;
const match = createRouteMatcher(routes);
const nameOf = (method: string, path: string) => match(method, path)?.route.name;

describe('the local gateway’s route matching, as API Gateway selects routes', () => {
  it('matches the method as well as the path, in any letter case', () => {
    expect(nameOf('GET', '/hives/01J')).toBe('getHive');
    expect(nameOf('put', '/hives/01J')).toBe('updateHive');
    expect(nameOf('DELETE', '/hives/01J')).toBeUndefined();
  });

  it('hands over `{name}` as one decoded path segment', () => {
    expect(match('POST', '/apiaries/01J%20A/move-hives')).toEqual({
      route: routes[3],
      pathParameters: { id: '01J A' },
    });
    expect(nameOf('GET', '/hives/01J/extra')).toBeUndefined();
    expect(nameOf('GET', '/hives/')).toBeUndefined();
  });

  it('hands over `{name+}` as the rest of the path', () => {
    expect(match('GET', '/uploads/photos/hive-1/a.jpg')?.pathParameters).toEqual({ key: 'photos/hive-1/a.jpg' });
  });

  it('prefers the route with more literal segments, whatever the table’s order', () => {
    expect(nameOf('GET', '/hives/summary')).toBe('hiveSummary');
    expect(createRouteMatcher([...routes].reverse())('GET', '/hives/summary')?.route.name).toBe('hiveSummary');
  });

  it('answers no route for unknown paths, a trailing slash, a badly encoded parameter or a lookalike path', () => {
    expect(nameOf('GET', '/apiaries')).toBeUndefined();
    expect(nameOf('GET', '/hives/summary/')).toBeUndefined();
    expect(nameOf('GET', '/hives/%E0%A4%A')).toBeUndefined();
    // A dot in a route's path is a dot, not "any character".
    expect(nameOf('GET', '/v1x0/status')).toBeUndefined();
    expect(nameOf('GET', '/v1.0/status')).toBe('version');
  });
});
