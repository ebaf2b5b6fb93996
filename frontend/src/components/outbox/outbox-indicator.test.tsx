import 'fake-indexeddb/auto';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORD_VERSION_HEADER } from '@shared/domain/offline-sync';
import { OUTBOX_MESSAGES } from '@shared/messages';
import { apiPath, routes } from '@/lib/api-routes';
import { isAppUpdateHeld } from '@/lib/offline/app-update-gate';
import { outboxEntries, queueWrite } from '@/lib/offline/outbox';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { emptyOutbox, outboxWrite } from '@/testing/outbox';
import { renderWithApp } from '@/testing/render';
import { apiPattern, server } from '@/testing/server';
import { testAuth, testSession } from '@/testing/session';
import OutboxIndicator from './outbox-indicator';

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  testSession.idToken = 'test-token-user-1';
  testAuth.prepareAuth.mockResolvedValue({ refreshSession: async () => undefined });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await emptyOutbox();
});

const hiveEdit = outboxWrite({
  recordType: 'hive',
  recordId: 'hive-1',
  kind: 'edit',
  method: 'PUT',
  path: apiPath(routes.updateHive, { id: 'hive-1' }),
  body: { name: 'Hive 3', notes: 'Requeened', frameCount: 10 },
  version: 'v1',
  label: 'Hive 3',
});

describe('the outbox in the signed-in header', () => {
  it('says the browser is offline and how many writes wait, and holds the app update while they do', async () => {
    online = false;
    await queueWrite(outboxWrite());
    await queueWrite(outboxWrite({ label: 'Inspection of Hive 4, 2026-05-12' }));
    renderWithApp(<OutboxIndicator userId="user-1" />);

    expect(await screen.findByRole('button', { name: /Offline, 2 waiting/ })).toBeInTheDocument();
    expect(isAppUpdateHeld()).toBe(true);
  });

  it('lists a failed write with the server words, retries it, and discards one only once asked', async () => {
    online = false;
    await queueWrite(outboxWrite({ status: 'failed', message: 'Hive not found' }));
    const { user } = renderWithApp(<OutboxIndicator userId="user-1" />);
    await user.click(await screen.findByRole('button', { name: /open the outbox/ }));

    const outbox = await screen.findByRole('dialog', { name: OUTBOX_MESSAGES.outboxTitle });
    expect(within(outbox).getByText('Hive not found')).toBeInTheDocument();
    await expectNoSeriousA11yViolations('the outbox', outbox);
    await user.click(within(outbox).getByRole('button', { name: OUTBOX_MESSAGES.retry }));
    await vi.waitFor(async () => expect(await outboxEntries('user-1')).toMatchObject([{ status: 'waiting' }]));

    await user.click(within(outbox).getByRole('button', { name: /Discard Inspection of Hive 3/ }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(OUTBOX_MESSAGES.discardConfirm('Inspection of Hive 3, 2026-05-12'));
    await user.click(within(question).getByRole('button', { name: OUTBOX_MESSAGES.discard }));
    expect(await within(outbox).findByText(OUTBOX_MESSAGES.outboxEmpty)).toBeInTheDocument();
    expect(await outboxEntries('user-1')).toEqual([]);
    expect(isAppUpdateHeld()).toBe(false);
  });

  it("merges a stale edit field by field and sends the choice against the server's version", async () => {
    const current = { id: 'hive-1', name: 'Hive 3', notes: 'Queenless', frameCount: 8, version: 'v2' };
    const sent: { body: unknown; version: string | null }[] = [];
    server.use(
      http.put(apiPattern(routes.updateHive), async ({ request }) => {
        sent.push({ body: await request.json(), version: request.headers.get(RECORD_VERSION_HEADER) });
        return HttpResponse.json({ ...current, version: 'v3' });
      }),
    );
    await queueWrite({ ...hiveEdit, status: 'conflict', current });
    const { user } = renderWithApp(<OutboxIndicator userId="user-1" />);
    await user.click(await screen.findByRole('button', { name: /1 to check/ }));
    await user.click(await screen.findByRole('button', { name: OUTBOX_MESSAGES.merge }));

    const merge = await screen.findByRole('dialog', { name: `${OUTBOX_MESSAGES.mergeTitle}: Hive 3` });
    // The name is the same on both sides: only notes and frames are to choose.
    expect(
      within(merge)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Notes', 'Frame count']);
    await expectNoSeriousA11yViolations('the merge', merge);
    await user.click(within(merge).getByRole('radio', { name: `${OUTBOX_MESSAGES.mergeTheirs}: 8` }));
    await act(() => user.click(within(merge).getByRole('button', { name: 'Save' })));

    await vi.waitFor(() =>
      expect(sent).toEqual([{ body: { name: 'Hive 3', notes: 'Requeened', frameCount: 8 }, version: 'v2' }]),
    );
    await vi.waitFor(async () => expect(await outboxEntries('user-1')).toEqual([]));
  });
});
