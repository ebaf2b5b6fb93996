import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TOASTS } from '@shared/messages';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { buildApiary, buildHive } from '@/testing/records';
import { recordBodies, serveBeekeeper } from '@/testing/server';
import { HivesRoute } from './hives';

const yard = buildApiary({ id: '01HV000000000000000000APA9', name: 'Orchard', location: 'Old orchard' });

/** A beekeeper with nothing yet, and an API that keeps what they create. */
function newBeekeeper() {
  const { apiaries, hives } = serveBeekeeper();
  const apiaryBodies = recordBodies(routes.createApiary, () => {
    apiaries.push(yard);
    return HttpResponse.json(yard, { status: 201 });
  });
  const hiveBodies = recordBodies(routes.createHive, (body) => {
    const hive = buildHive({ name: String(body.name), apiaryId: yard.id, apiaryName: yard.name });
    hives.push(hive);
    return HttpResponse.json(hive, { status: 201 });
  });
  return { apiaryBodies, hiveBodies };
}

describe('Add Hive on the hives screen, for a beekeeper with no apiary yet', () => {
  it('creates the apiary first, in place, then goes on to the hive in it', async () => {
    const { apiaryBodies, hiveBodies } = newBeekeeper();
    const { user } = renderWithApp(<HivesRoute />, { path: paths.app.hives.getHref() });

    await user.click(await screen.findByRole('button', { name: 'Add Hive' }));
    const apiaryForm = within(await screen.findByRole('dialog', { name: 'Create New Apiary' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('First, where do these hives live?');
    await user.type(await apiaryForm.findByLabelText('Name'), 'Orchard');
    await user.type(apiaryForm.getByLabelText('Location'), 'Old orchard');
    await user.click(apiaryForm.getByRole('button', { name: 'Create Apiary' }));

    const hiveForm = within(await screen.findByRole('dialog', { name: 'Add New Hive' }));
    expect(screen.getByText(TOASTS.apiaryCreated)).toBeInTheDocument();
    expect(await hiveForm.findByLabelText('Apiary')).toHaveValue(yard.id);
    await user.type(await hiveForm.findByLabelText('Name'), 'Hive 1');
    await user.click(hiveForm.getByRole('button', { name: 'Create Hive' }));

    expect(await screen.findByRole('heading', { name: 'Hive 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiaryBodies).toEqual([{ name: 'Orchard', location: 'Old orchard' }]);
    expect(hiveBodies).toEqual([{ name: 'Hive 1', apiaryId: yard.id, hiveType: 'langstroth', frameCount: 10 }]);
  });

  it('closes and creates nothing when the beekeeper cancels the apiary, and starts over next time', async () => {
    const { apiaryBodies } = newBeekeeper();
    const { user } = renderWithApp(<HivesRoute />, { path: paths.app.hives.getHref() });

    const addHive = await screen.findByRole('button', { name: 'Create First Hive' });
    await user.click(addHive);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(addHive).toHaveFocus();
    expect(apiaryBodies).toEqual([]);

    await user.click(addHive);
    expect(await screen.findByRole('dialog', { name: 'Create New Apiary' })).toBeInTheDocument();
  });
});
