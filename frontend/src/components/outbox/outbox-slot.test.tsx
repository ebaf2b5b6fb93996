import 'fake-indexeddb/auto';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markOutboxInUse } from '@/lib/offline/outbox-in-use';
import { queueWrite } from '@/lib/offline/outbox';
import { emptyOutbox, outboxWrite } from '@/testing/outbox';
import { renderWithApp } from '@/testing/render';
import { testAuth } from '@/testing/session';
import { OutboxSlot } from './outbox-slot';

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  testAuth.prepareAuth.mockResolvedValue({ refreshSession: async () => undefined });
});
afterEach(async () => {
  vi.restoreAllMocks();
  markOutboxInUse(false);
  await emptyOutbox();
});

describe("the header's place for the outbox", () => {
  it('loads nothing for a beekeeper online with nothing kept, and the indicator once the signal goes', async () => {
    renderWithApp(<OutboxSlot userId="user-1" />);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByRole('button', { name: /Offline/ })).toBeInTheDocument();

    // Back online it stays, to replay what waits.
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: /Offline/ })).not.toBeInTheDocument();
  });

  it('shows the outbox as soon as a write is kept', async () => {
    renderWithApp(<OutboxSlot userId="user-1" />);
    online = false;
    await act(() => queueWrite(outboxWrite()));
    expect(await screen.findByRole('button', { name: /Offline, 1 waiting/ })).toBeInTheDocument();
  });
});
