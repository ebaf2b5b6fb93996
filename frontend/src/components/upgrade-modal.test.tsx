import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '@shared/messages';
import { PRO_PLAN } from '@shared/plans';
import { paths } from '@/config/paths';
import { renderWithApp } from '@/testing/render';
import { UpgradeModal, type UpgradeReason } from './upgrade-modal';

function OpenModal({ reason }: { reason: UpgradeReason }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <UpgradeModal open={open} onOpenChange={setOpen} reason={reason} />
      <output data-testid="modal-state">{open ? 'open' : 'closed'}</output>
    </>
  );
}

describe('the upgrade modal', () => {
  it('quotes the hive limit, the Pro features, the price and the trial', () => {
    renderWithApp(<OpenModal reason="hives" />, { path: paths.app.hives.getHref(), route: null });

    const modal = screen.getByRole('dialog', { name: 'Upgrade to Pro' });
    expect(modal).toHaveAccessibleDescription("You've reached the limit of 3 hives on the free plan.");
    const features = within(within(modal).getByRole('list', { name: 'Pro features' })).getAllByRole('listitem');
    expect(features.map((item) => item.textContent)).toEqual([...PRO_PLAN.features]);
    expect(modal).toHaveTextContent('$9.99 per month');
    expect(modal).toHaveTextContent('30-day free trial');
  });

  it('quotes the apiary limit when that is the one reached', () => {
    renderWithApp(<OpenModal reason="apiaries" />, { path: paths.app.apiaries.getHref(), route: null });
    expect(screen.getByRole('dialog', { name: 'Upgrade to Pro' })).toHaveAccessibleDescription(
      API_ERRORS.apiaryLimitReached,
    );
  });

  it('closes and, outside the signed-in app (no payment dialog to open), goes to the pricing page', async () => {
    const { user } = renderWithApp(<OpenModal reason="hives" />, { path: paths.app.hives.getHref(), route: null });

    await user.click(
      within(screen.getByRole('dialog', { name: 'Upgrade to Pro' })).getByRole('button', { name: 'Upgrade to Pro' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/pricing');
    expect(screen.getByTestId('modal-state')).toHaveTextContent('closed');
  });

  it('only closes on Maybe Later', async () => {
    const { user } = renderWithApp(<OpenModal reason="hives" />, { path: paths.app.hives.getHref(), route: null });

    await user.click(screen.getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/hives$/);
  });
});
