import { API_BASE_PATH } from '../../functions/routes';
import { PRERENDERED_PAGES } from '../../shared/prerendered-pages';

/**
 * The CloudFront Function on the site's default behavior (viewer request). HiveKeeper is a single-page app: a
 * path without a file extension (`/hives`, `/apiaries/42`) is a screen of the app, so CloudFront serves
 * `/index.html` for it and the app's router takes over. Files (`/assets/app-1a2b.js`, `/config.json`) pass
 * unchanged, so a missing file is still an error. The pages the build prerendered (`/`, `/pricing`) get their
 * own HTML file instead (shared/prerendered-pages.ts). `/api/*` has its own behavior without this function, so the
 * API's own 404 answers reach the app untouched (an S3 403/404 → index.html error page would swallow them).
 * `/api` itself and `/api/` match no API route: they answer the API's JSON 404, as the local gateway does,
 * instead of the app.
 *
 * CloudFront Functions run the cloudfront-js-2.0 runtime: plain ES5-style JavaScript, no modules.
 */
export const SPA_REWRITE_SOURCE = `function handler(event) {
  var request = event.request;
  var apiBasePath = ${JSON.stringify(API_BASE_PATH)};
  if (request.uri === apiBasePath || request.uri.indexOf(apiBasePath + '/') === 0) {
    return {
      statusCode: 404,
      statusDescription: 'Not Found',
      headers: { 'content-type': { value: 'application/json' }, 'cache-control': { value: 'no-store' } },
      body: { encoding: 'text', data: '{"message":"Not Found"}' },
    };
  }
  var prerendered = ${JSON.stringify(Object.fromEntries(Object.entries(PRERENDERED_PAGES).map(([path, file]) => [path, `/${file}`])))};
  if (Object.prototype.hasOwnProperty.call(prerendered, request.uri)) {
    request.uri = prerendered[request.uri];
    return request;
  }
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;
