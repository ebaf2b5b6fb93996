/**
 * `npm run dev`: the gateway serves the web app from its sources through Vite's dev server, with hot reload over
 * a WebSocket on the gateway's own port, so the app keeps one origin with `/api`, `/cognito` and `/config.json`.
 *
 * No Content-Security-Policy here: React Refresh starts from an inline script, which the production policy
 * forbids. `npm start` and the end-to-end suite run the built app under the real headers.
 */
import type { Server } from 'node:http';
import { createServer } from 'vite';
import type { SiteHandler } from './static-site';

export interface ViteSite {
  handle: SiteHandler;
  close(): Promise<void>;
}

export async function createViteSite(options: {
  configFile: string;
  /** The gateway's server, not yet listening: Vite's hot-reload WebSocket shares it. */
  server: Server;
}): Promise<ViteSite> {
  const vite = await createServer({
    configFile: options.configFile,
    appType: 'spa',
    server: { middlewareMode: true, ws: { server: options.server } },
  });
  return {
    handle: (request, response) =>
      vite.middlewares(request, response, () => {
        // What Vite leaves (a method other than GET or HEAD on a page, for example).
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Not Found');
      }),
    close: () => vite.close(),
  };
}
