import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import { apiariesQueryOptions } from '@/api/get-apiaries';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { clearPersistedQueries, savePersistedQueries } from '@/lib/offline/persisted-queries';
import { createQueryClient } from '@/lib/query-client';
import { buildApiary } from '@/testing/records';
import { apiUrl, buildUser, server, signInAs } from '@/testing/server';
import { signedInQueryClient } from './start';

afterEach(async () => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
  await clearPersistedQueries();
});

it('opens Apiaries without signal on the offline copy, not on the error of a request that could not go out', async () => {
  signInAs(buildUser());
  const left = createQueryClient();
  left.setQueryData(apiariesQueryOptions().queryKey, [buildApiary({ name: 'Home Apiary' })]);
  await savePersistedQueries(left);
  // Without signal a request dies; when it died after the copy was read, its error covered the copy.
  server.use(http.get(apiUrl(routes.listApiaries), () => HttpResponse.error()));
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

  const queryClient = await signedInQueryClient(paths.app.apiaries.path);

  // The request waits for signal instead of going out.
  expect(queryClient.getQueryState(apiariesQueryOptions().queryKey)).toMatchObject({
    status: 'success',
    fetchStatus: 'paused',
  });
  expect(queryClient.getQueryData(apiariesQueryOptions().queryKey)?.[0]?.name).toBe('Home Apiary');
});
