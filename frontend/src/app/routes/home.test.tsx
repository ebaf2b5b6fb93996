import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, serveApiaries, serveHives, signInAs } from '@/testing/server';
import { renderWithApp } from '@/testing/render';
import { HomeRoute } from './home';

// Each screen is a lazy chunk that the test runner compiles on its first import, which can take a few seconds.
const LAZY_SCREEN = { timeout: 5_000 };

describe('HomeRoute', () => {
  it('shows a visitor the landing page', async () => {
    renderWithApp(<HomeRoute />);
    expect(await screen.findByRole('link', { name: 'Create Account' }, LAZY_SCREEN)).toHaveAttribute(
      'href',
      '/login?tab=signUp',
    );
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows a signed-in beekeeper the dashboard with the Add Hive action', async () => {
    signInAs(buildUser());
    serveApiaries([]);
    serveHives([]);
    const { user } = renderWithApp(<HomeRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LAZY_SCREEN)).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Active Hives' });
    const addHive = await within(card).findByRole('button', { name: 'Add Hive' });
    expect(addHive).toBeEnabled();

    // No apiary yet: Add Hive starts with the apiary, in place.
    await user.click(addHive);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Apiary' });
    expect(dialog).toHaveAccessibleDescription('First, where do these hives live?');
  });
});
