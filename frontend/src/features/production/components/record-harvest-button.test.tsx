import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TOASTS } from '@shared/messages';
import { routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { buildProductionRecord } from '@/testing/production';
import { buildHive } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, recordBodies, serveBeekeeper, server } from '@/testing/server';
import { RecordHarvestButton } from './record-harvest-button';

const buttercup = buildHive({ id: '01HV000000000000000000H1V1', name: 'Buttercup' });

function renderButton() {
  return renderWithApp(<RecordHarvestButton label="Record Harvest" variant="outline" />);
}

describe('Record Harvest', () => {
  it('offers a free beekeeper the Production Tracking upgrade instead of the form', async () => {
    serveBeekeeper({ hives: [buttercup] });
    const { user } = renderButton();

    await user.click(await screen.findByRole('button', { name: 'Record Harvest' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record Harvest' }));
    expect(dialog.getByText('Production Tracking is a Pro feature')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(dialog.queryByLabelText('Quantity')).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Create Harvest' })).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations("a free beekeeper's Production Tracking prompt");
  });

  it('records a harvest for a Pro beekeeper from the form that loads on opening', async () => {
    serveBeekeeper({
      user: buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'trialing' }),
      hives: [buttercup],
    });
    const bodies = recordBodies(routes.createProduction, () =>
      HttpResponse.json(buildProductionRecord(), { status: 201 }),
    );
    const { user } = renderButton();

    await user.click(await screen.findByRole('button', { name: 'Record Harvest' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record Harvest' }));
    await user.type(await dialog.findByLabelText('Quantity'), '3.5');
    await user.click(dialog.getByRole('button', { name: 'Create Harvest' }));
    expect(await screen.findByText(TOASTS.productionCreated)).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ hiveId: buttercup.id, quantity: 3.5, unit: 'lbs' })]);
    // The dialog gives focus back to the button it came from.
    expect(await screen.findByRole('button', { name: 'Record Harvest' })).toHaveFocus();
  });

  it('shows the upgrade when the server refuses the harvest with 402', async () => {
    serveBeekeeper({ user: buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }), hives: [buttercup] });
    server.use(
      http.post(apiUrl(routes.createProduction), () =>
        HttpResponse.json({ message: 'Pro subscription required' }, { status: 402 }),
      ),
    );
    const { user } = renderButton();

    await user.click(await screen.findByRole('button', { name: 'Record Harvest' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record Harvest' }));
    await user.type(await dialog.findByLabelText('Quantity'), '3');
    await user.click(dialog.getByRole('button', { name: 'Create Harvest' }));
    expect(await dialog.findByText('Production Tracking is a Pro feature')).toBeInTheDocument();
    expect(dialog.queryByLabelText('Quantity')).not.toBeInTheDocument();
    expect(screen.queryByText(TOASTS.productionCreateFailed)).not.toBeInTheDocument();
  });
});
