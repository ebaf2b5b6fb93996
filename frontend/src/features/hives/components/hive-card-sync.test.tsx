import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_STATUS } from '@shared/messages';
import { HiveCard } from './hive-card';
import { apiPath, routes } from '@/lib/api-routes';
import { queueWrite } from '@/lib/offline/outbox';
import { watchOutbox } from '@/lib/offline/outbox-store';
import { emptyOutbox, outboxWrite } from '@/testing/outbox';
import { buildHive } from '@/testing/records';
import { renderWithApp } from '@/testing/render';

let stopWatching: () => void = () => undefined;
beforeEach(() => {
  // Offline, so the outbox only holds what is kept: no replay sends it away during the test.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  stopWatching = watchOutbox('user-1', new QueryClient());
});
afterEach(async () => {
  stopWatching();
  vi.restoreAllMocks();
  await emptyOutbox();
});

describe('a record whose edit waits on this device', () => {
  it('says "Change not yet synced" on that record only, and not for a new record of another', async () => {
    const edited = buildHive({ id: '01HV00000000000000000HIVE1', name: 'Buttercup' });
    const untouched = buildHive({ id: '01HV00000000000000000HIVE2', name: 'Meadow One' });
    renderWithApp(
      <>
        <HiveCard hive={edited} now={new Date()} />
        <HiveCard hive={untouched} now={new Date()} />
      </>,
    );
    const card = (name: string) => within(screen.getByRole('heading', { name }).closest('div.flex-col') as HTMLElement);
    expect(card('Buttercup').queryByText(OUTBOX_STATUS.changeNotYetSynced)).not.toBeInTheDocument();

    await act(() =>
      queueWrite(
        outboxWrite({
          recordType: 'hive',
          kind: 'edit',
          recordId: edited.id,
          method: 'PUT',
          path: apiPath(routes.updateHive, { id: edited.id }),
          body: { name: 'Buttercup', apiaryId: edited.apiaryId },
          hiveId: edited.id,
          label: 'Hive Buttercup',
        }),
      ),
    );
    // A new record of another hive is listed apart ("Not yet synced"), not as a change of this one.
    await act(() => queueWrite(outboxWrite({ recordId: '01HV0000000000000000000009', hiveId: untouched.id })));

    expect(await card('Buttercup').findByText(OUTBOX_STATUS.changeNotYetSynced)).toBeInTheDocument();
    expect(card('Meadow One').queryByText(OUTBOX_STATUS.changeNotYetSynced)).not.toBeInTheDocument();
  });
});
