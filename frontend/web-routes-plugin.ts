/**
 * Writes the API's routes as the web app knows them (`functions/web-routes.ts`: method and path by name)
 * into the web app: the few its first script calls as `__START_ROUTES__` (`src/lib/start-routes.ts`), the rest as
 * `__WEB_ROUTES__` (`src/lib/api-routes.ts`). Read through Vite's module runner when the
 * config is resolved, not imported by the config: the config then bundles none of the route table's modules.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

const WEB_ROUTES_MODULE = fileURLToPath(new URL('../functions/web-routes.ts', import.meta.url));

export function webRoutesTable(): Plugin {
  return {
    name: 'hivekeeper-web-routes',
    async config() {
      const { module } = await runnerImport<{ startRouteTable: string; webRouteTable: string }>(WEB_ROUTES_MODULE);
      return {
        define: {
          __START_ROUTES__: JSON.stringify(module.startRouteTable),
          __WEB_ROUTES__: JSON.stringify(module.webRouteTable),
        },
      };
    },
  };
}
