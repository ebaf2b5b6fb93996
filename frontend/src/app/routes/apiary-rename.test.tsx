import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TOASTS } from '@shared/messages';
import { SignedInLayout } from '@/components/layouts/signed-in-layout';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { cardOf, openDialog } from '@/testing/queries';
import { buildApiary, buildHive } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { buildUser, recordBodies, serveBeekeeper } from '@/testing/server';
import { ApiariesRoute } from './apiaries';
import { HivesRoute } from './hives';

describe('renaming an apiary', () => {
  it("shows the new name on its hives' cards when the beekeeper goes back to them", async () => {
    const user = buildUser();
    const home = buildApiary({ hiveCount: 1 });
    const { apiaries, hives } = serveBeekeeper({ user, apiaries: [home], hives: [buildHive({ name: 'Clover' })] });
    // The API lists each hive with its apiary's name, so the renamed apiary shows in the hives list it answers next.
    recordBodies(routes.updateApiary, { id: home.id }, (body) => {
      const renamed = { ...home, name: String(body.name) };
      apiaries.splice(0, 1, renamed);
      hives.forEach((hive, index) => hives.splice(index, 1, { ...hive, apiaryName: renamed.name }));
      return HttpResponse.json(renamed);
    });
    const { user: beekeeper } = renderWithApp(
      <Routes>
        <Route element={<SignedInLayout user={user} />}>
          <Route path={paths.app.hives.path} element={<HivesRoute />} />
          <Route path={paths.app.apiaries.path} element={<ApiariesRoute />} />
        </Route>
      </Routes>,
      { path: paths.app.hives.getHref(), route: null },
    );

    // The hives list is read (and kept: lists never go stale by themselves) before the rename.
    await screen.findByRole('heading', { name: 'Clover' });
    expect(within(cardOf('Clover')).getByText('Home Apiary')).toBeInTheDocument();

    const menu = within(screen.getByRole('navigation', { name: 'Main' }));
    await beekeeper.click(menu.getByRole('link', { name: 'Apiaries' }));
    const form = await openDialog(beekeeper, 'Edit Home Apiary', 'Edit Apiary');
    await beekeeper.clear(form.getByLabelText('Name'));
    await beekeeper.type(form.getByLabelText('Name'), 'Meadow');
    await beekeeper.click(form.getByRole('button', { name: 'Update Apiary' }));
    expect(await screen.findByText(TOASTS.apiaryUpdated)).toBeInTheDocument();

    await beekeeper.click(await screen.findByRole('link', { name: 'Hives in Meadow' }));
    await screen.findByRole('heading', { name: 'Clover' });
    expect(await within(cardOf('Clover')).findByText('Meadow')).toBeInTheDocument();
    expect(within(cardOf('Clover')).queryByText('Home Apiary')).not.toBeInTheDocument();
  });
});
