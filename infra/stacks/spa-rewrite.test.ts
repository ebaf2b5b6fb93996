import { describe, expect, it } from 'vitest';
import { SPA_REWRITE_SOURCE } from './spa-rewrite';
import { API_BASE_PATH } from '../../functions/routes';

/** Runs the CloudFront Function's source as CloudFront would: a global `handler` given a viewer-request event. */
const handler = new Function(`${SPA_REWRITE_SOURCE}; return handler;`)() as (event: {
  request: { uri: string; querystring: object };
}) => { uri?: string; querystring?: object; statusCode?: number; headers?: object; body?: { data: string } };

const rewrite = (uri: string) => handler({ request: { uri, querystring: { tab: { value: 'hives' } } } });

describe('SPA fallback CloudFront Function', () => {
  // `/de/` and `/de/hives` are no prerendered page: the app's router answers them (the German landing, a 404).
  it.each(['/hives', '/apiaries/01HZX', '/admin/', '/login', '/pricing/', '/de/', '/de/hives', '/xx', '/en-us'])(
    'serves index.html for the app screen %s',
    (uri) => {
      expect(rewrite(uri).uri).toBe('/index.html');
    },
  );

  it.each([
    ['/', '/home.html'],
    ['/pricing', '/pricing.html'],
    ['/de', '/de/home.html'],
    ['/de/pricing', '/de/pricing.html'],
    ['/pt-br', '/pt-br/home.html'],
    ['/pt-br/pricing', '/pt-br/pricing.html'],
    ['/en-gb', '/en-gb/home.html'],
    ['/cs/pricing', '/cs/pricing.html'],
  ])('serves the prerendered page of %s', (uri, file) => {
    expect(rewrite(uri).uri).toBe(file);
  });

  it.each(['/config.json', '/assets/index-1a2b3c.js', '/favicon.svg', '/robots.txt'])('passes the file %s', (uri) => {
    expect(rewrite(uri).uri).toBe(uri);
  });

  it.each([API_BASE_PATH, `${API_BASE_PATH}/`, `${API_BASE_PATH}/no-such-route`])(
    'answers the API JSON 404 for %s, not the app',
    (uri) => {
      const answer = rewrite(uri);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers).toMatchObject({ 'content-type': { value: 'application/json' } });
      expect(JSON.parse(answer.body?.data ?? '')).toEqual({ message: 'Not Found' });
    },
  );

  it('serves index.html for an app screen that merely starts with "api"', () => {
    expect(rewrite('/apiaries').uri).toBe('/index.html');
  });

  it('keeps the query string for the app', () => {
    expect(rewrite('/hives').querystring).toEqual({ tab: { value: 'hives' } });
  });
});
