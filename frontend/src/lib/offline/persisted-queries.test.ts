import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setActingAccountId } from '@/lib/acting-account';
import { apiPath, routes } from '@/lib/api-routes';
import { createQueryClient } from '@/lib/query-client';
import { testAuth, testSession } from '@/testing/session';
import {
  clearPersistedQueries,
  keepPersistedQueries,
  restorePersistedQueries,
  savePersistedQueries,
} from './persisted-queries';

const HIVES_KEY = [apiPath(routes.listHives), { paged: true }];
const HIVES_PAGES = {
  pages: [{ items: [{ id: 'hive-1', name: 'Golden Comb' }], nextCursor: null }],
  pageParams: [null],
};
const SUBSCRIPTION_KEY = [apiPath(routes.getSubscriptionStatus)];

/** The browser as a beekeeper left it: an answer of each kind in the cache, saved as the offline copy. */
async function leaveCopy() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(HIVES_KEY, HIVES_PAGES);
  queryClient.setQueryData(SUBSCRIPTION_KEY, { status: 'active' });
  await savePersistedQueries(queryClient);
}

/** How each client of a test stops saving, so none saves into the next test. */
const stops: (() => void)[] = [];

async function reopen() {
  const queryClient = createQueryClient();
  stops.push(await restorePersistedQueries(queryClient));
  return queryClient;
}

describe("the beekeeper's offline copy", () => {
  beforeEach(() => {
    testSession.idToken = 'token';
  });
  afterEach(async () => {
    vi.useRealTimers();
    for (const stop of stops.splice(0)) stop();
    await clearPersistedQueries();
  });

  it('opens the app again with the records it had, and nothing of billing', async () => {
    await leaveCopy();
    const queryClient = await reopen();
    expect(queryClient.getQueryData(HIVES_KEY)).toEqual(HIVES_PAGES);
    expect(queryClient.getQueryData(SUBSCRIPTION_KEY)).toBeUndefined();
    // Asked for again as soon as a screen shows it with signal.
    expect(queryClient.getQueryState(HIVES_KEY)?.isInvalidated).toBe(true);
  });

  it('is kept per account: a shared account acted on does not show the own one', async () => {
    await leaveCopy();
    setActingAccountId('shared-account');
    expect((await reopen()).getQueryData(HIVES_KEY)).toBeUndefined();
    setActingAccountId(null);
    expect((await reopen()).getQueryData(HIVES_KEY)).toEqual(HIVES_PAGES);
  });

  it('is not used after 7 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T08:00:00Z'));
    await leaveCopy();
    vi.setSystemTime(new Date('2026-06-08T08:00:01Z'));
    expect((await reopen()).getQueryData(HIVES_KEY)).toBeUndefined();
  });

  it('is deleted when the beekeeper signs out', async () => {
    await leaveCopy();
    await reopen();
    const listener = testAuth.onAuthChange.mock.calls.at(-1)?.[0];
    listener?.('signedOut');
    await vi.waitFor(async () => expect((await reopen()).getQueryData(HIVES_KEY)).toBeUndefined());
  });

  it('is saved by itself a moment after an answer arrives, also for a beekeeper who signed in during the visit', async () => {
    const queryClient = createQueryClient();
    stops.push(keepPersistedQueries(queryClient));
    queryClient.setQueryData(HIVES_KEY, HIVES_PAGES);
    await vi.waitFor(async () => expect((await reopen()).getQueryData(HIVES_KEY)).toEqual(HIVES_PAGES), {
      timeout: 3_000,
    });
  });

  it('keeps an answer that arrived while it was read', async () => {
    await leaveCopy();
    const queryClient = createQueryClient();
    const fresh = { pages: [{ items: [], nextCursor: null }], pageParams: [null] };
    queryClient.setQueryData(HIVES_KEY, fresh, { updatedAt: Date.now() + 1_000 });
    stops.push(await restorePersistedQueries(queryClient));
    expect(queryClient.getQueryData(HIVES_KEY)).toEqual(fresh);
  });
});
