import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdAppUpdate } from './app-update-gate';
import { AppUpdatePrompt } from './app-update-prompt';

const READY = 'A new version of HiveKeeper is ready';

describe('the update prompt', () => {
  afterEach(() => holdAppUpdate('form:inspection', false));

  it('says nothing while no new version waits', () => {
    render(<AppUpdatePrompt waiting={false} onReload={vi.fn()} />);
    expect(screen.queryByText(READY)).not.toBeInTheDocument();
  });

  it('waits while a form holds unsaved input, then offers Reload', async () => {
    const onReload = vi.fn();
    act(() => holdAppUpdate('form:inspection', true));
    render(<AppUpdatePrompt waiting onReload={onReload} />);
    expect(screen.queryByText(READY)).not.toBeInTheDocument();

    act(() => holdAppUpdate('form:inspection', false));
    expect(screen.getByText(READY)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('goes away when a form starts holding input again, and for this visit with Later', async () => {
    render(<AppUpdatePrompt waiting onReload={vi.fn()} />);
    act(() => holdAppUpdate('form:inspection', true));
    expect(screen.queryByText(READY)).not.toBeInTheDocument();
    act(() => holdAppUpdate('form:inspection', false));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText(READY)).not.toBeInTheDocument();
  });
});
