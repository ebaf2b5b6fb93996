import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, TOASTS, VALIDATION } from '@shared/messages';
import type { Apiary } from '@shared/schemas/apiary';
import { paths } from '@/config/paths';
import { activateLocale } from '@/lib/i18n/catalog';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { buildApiary } from '@/testing/records';
import { cardOf, openDialog } from '@/testing/queries';
import { apiPattern, apiUrl, buildUser, recordBodies, serveApiaries, server, signInAs } from '@/testing/server';
import { ApiariesScreen } from './apiaries-screen';

const pro = () => buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' });

describe('the apiaries screen', () => {
  it('shows a skeleton of 3 cards while the apiaries load', async () => {
    signInAs(buildUser());
    server.use(http.get(apiUrl(routes.listApiaries), () => delay('infinite')));
    renderWithApp(<ApiariesScreen />, { path: paths.app.apiaries.getHref() });

    expect(screen.getByRole('heading', { level: 1, name: 'Apiaries' })).toBeInTheDocument();
    const loading = screen.getByRole('status', { name: 'Loading apiaries' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getAllByTestId('card-skeleton')).toHaveLength(3);
    expect(await screen.findByRole('button', { name: 'Add Apiary' })).toBeDisabled();
  });

  it('offers to create the first apiary when there is none', async () => {
    signInAs(buildUser());
    serveApiaries([]);
    const { user } = renderWithApp(<ApiariesScreen />, { path: paths.app.apiaries.getHref() });

    expect(await screen.findByRole('heading', { name: 'No apiaries yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create First Apiary' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Apiary' })).toBeInTheDocument();
  });

  it('says when the apiaries could not be loaded and retries', async () => {
    signInAs(buildUser());
    server.use(http.get(apiUrl(routes.listApiaries), () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const { user } = renderWithApp(<ApiariesScreen />, { path: paths.app.apiaries.getHref() });

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your apiaries.");
    server.use(
      http.get(apiUrl(routes.listApiaries), async () => {
        await delay(50);
        return HttpResponse.json([buildApiary()]);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // The skeleton is shown while retrying (findBy fails if it never appears).
    await screen.findByRole('status', { name: 'Loading apiaries' });
    expect(await screen.findByRole('heading', { name: 'Home Apiary' })).toBeInTheDocument();
  });

  it('tells a German beekeeper in German that the apiaries could not be loaded', async () => {
    await activateLocale('de');
    signInAs(buildUser());
    server.use(http.get(apiUrl(routes.listApiaries), () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderWithApp(<ApiariesScreen />, { path: paths.app.apiaries.getHref() });

    expect(await screen.findByRole('alert')).toHaveTextContent('Wir konnten Ihre Bienenstände nicht laden.');
  });

  it('speaks German to a German beekeeper: heading, hive count and the date the apiary was created', async () => {
    await activateLocale('de');
    signInAs(pro());
    serveApiaries([
      buildApiary({ hiveCount: 3 }),
      buildApiary({ id: '01HV000000000000000000APA2', name: 'Heide', hiveCount: 1 }),
    ]);
    renderWithApp(<ApiariesScreen />, { path: paths.app.apiaries.getHref() });

    expect(await screen.findByRole('heading', { name: 'Bienenstände', level: 1 })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Home Apiary' });
    const home = within(cardOf('Home Apiary'));
    expect(home.getByText('3 Völker')).toBeInTheDocument();
    expect(home.getByText('Angelegt am 14.03.2026')).toBeInTheDocument();
    expect(home.getByRole('link', { name: 'Völker an Home Apiary' })).toBeInTheDocument();
    expect(within(cardOf('Heide')).getByText('1 Volk')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bienenstand hinzufügen' })).toBeInTheDocument();
  });

  it('shows name, location, coordinates to 4 decimals, description and created date on a card', async () => {
    signInAs(pro());
    serveApiaries([
      buildApiary({ latitude: '51.5', longitude: '-0.127649', description: 'Four hives by the hedge' }),
      buildApiary({ id: '01HV000000000000000000APA2', name: 'Heath', location: 'On the hill', latitude: '51.5' }),
    ]);
    renderWithApp(<ApiariesScreen />, { path: paths.app.apiaries.getHref() });

    await screen.findByRole('heading', { name: 'Home Apiary' });
    const home = within(cardOf('Home Apiary'));
    expect(home.getByText('Behind the barn')).toBeInTheDocument();
    expect(home.getByText('51.5000, -0.1276')).toBeInTheDocument();
    expect(home.getByText('Four hives by the hedge')).toBeInTheDocument();
    expect(home.getByText('Created Mar 14, 2026')).toBeInTheDocument();
    // Only a latitude: no coordinates at all.
    const heath = within(cardOf('Heath'));
    expect(heath.getByText('On the hill')).toBeInTheDocument();
    expect(heath.queryByText(/Coordinates/)).not.toBeInTheDocument();
    expect(heath.queryByText(/51\.5/)).not.toBeInTheDocument();
  });

  it("shows the spec's messages and sends nothing for an invalid apiary", async () => {
    signInAs(buildUser());
    serveApiaries([]);
    const bodies = recordBodies(routes.createApiary, () => HttpResponse.json({}, { status: 201 }));
    const { user } = renderWithApp(<ApiariesScreen />, { path: paths.app.apiaries.getHref() });

    const form = await openDialog(user, 'Add Apiary', 'Create New Apiary');
    await user.type(form.getByLabelText('Name'), '   ');
    await user.type(form.getByLabelText('Latitude'), '91');
    await user.type(form.getByLabelText('Longitude'), 'east');
    await user.click(form.getByRole('button', { name: 'Create Apiary' }));

    expect(await form.findByText(VALIDATION.nameRequired)).toBeInTheDocument();
    expect(form.getByText(VALIDATION.locationRequired)).toBeInTheDocument();
    expect(form.getByText(VALIDATION.latitudeRange)).toBeInTheDocument();
    expect(form.getByText(VALIDATION.longitudeRange)).toBeInTheDocument();
    expect(form.getByLabelText('Location')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('creates an apiary, says so and shows its card', async () => {
    signInAs(buildUser());
    const apiaries: Apiary[] = [];
    serveApiaries(apiaries);
    const bodies = recordBodies(routes.createApiary, async (body) => {
      await delay(50);
      const created = buildApiary({
        name: String(body.name),
        location: String(body.location),
        latitude: String(body.latitude),
        longitude: String(body.longitude),
      });
      apiaries.push(created);
      return HttpResponse.json(created, { status: 201 });
    });
    const { user } = renderWithApp(<ApiariesScreen />, { path: paths.app.apiaries.getHref() });

    const form = await openDialog(user, 'Add Apiary', 'Create New Apiary');
    await user.type(form.getByLabelText('Name'), 'Home yard');
    await user.type(form.getByLabelText('Location'), 'Behind the barn');
    await user.type(form.getByLabelText('Latitude'), ' 51.50722 ');
    await user.type(form.getByLabelText('Longitude'), '-0.1276');
    await user.click(form.getByRole('button', { name: 'Create Apiary' }));

    expect(await form.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(await screen.findByText(TOASTS.apiaryCreated)).toBeInTheDocument();
    expect(screen.getByText(TOASTS.successTitle)).toBeInTheDocument();
    expect(bodies).toEqual([
      { name: 'Home yard', location: 'Behind the barn', latitude: '51.50722', longitude: '-0.1276' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Home yard' })).toBeInTheDocument();
    expect(screen.getByText('51.5072, -0.1276')).toBeInTheDocument();
  });

  it('says when creating failed', async () => {
    signInAs(buildUser());
    serveApiaries([]);
    recordBodies(routes.createApiary, () => HttpResponse.json({ message: 'boom' }, { status: 500 }));
    const { user } = renderWithApp(<ApiariesScreen />, { path: paths.app.apiaries.getHref() });

    const form = await openDialog(user, 'Add Apiary', 'Create New Apiary');
    await user.type(form.getByLabelText('Name'), 'Home yard');
    await user.type(form.getByLabelText('Location'), 'Behind the barn');
    await user.click(form.getByRole('button', { name: 'Create Apiary' }));

    expect(await screen.findByText(TOASTS.apiaryCreateFailed)).toBeInTheDocument();
    expect(screen.getByText(TOASTS.errorTitle)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create New Apiary' })).toBeInTheDocument();
  });

  it("offers a free user's second apiary the upgrade instead of the form, and sends nothing", async () => {
    signInAs(buildUser());
    serveApiaries([buildApiary()]);
    const bodies = recordBodies(routes.createApiary, () => HttpResponse.json({}, { status: 201 }));
    const { user } = renderWithApp(<ApiariesScreen />, { path: paths.app.apiaries.getHref() });

    await screen.findByRole('heading', { name: 'Home Apiary' });
    await user.click(screen.getByRole('button', { name: 'Add Apiary' }));
    const modal = await screen.findByRole('dialog', { name: 'Upgrade to Pro' });
    expect(modal).toHaveTextContent(API_ERRORS.apiaryLimitReached);
    expect(screen.queryByRole('dialog', { name: 'Create New Apiary' })).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('lets a Pro user add a second apiary', async () => {
    signInAs(pro());
    serveApiaries([buildApiary()]);
    const { user } = renderWithApp(<ApiariesScreen />, { path: paths.app.apiaries.getHref() });

    await screen.findByRole('heading', { name: 'Home Apiary' });
    await user.click(screen.getByRole('button', { name: 'Add Apiary' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Apiary' })).toBeInTheDocument();
  });

  it('offers the upgrade when the server refuses the apiary with 402', async () => {
    signInAs(buildUser());
    serveApiaries([]);
    recordBodies(routes.createApiary, () =>
      HttpResponse.json({ message: API_ERRORS.apiaryLimitReached }, { status: 402 }),
    );
    const { user } = renderWithApp(<ApiariesScreen />, { path: paths.app.apiaries.getHref() });

    const form = await openDialog(user, 'Add Apiary', 'Create New Apiary');
    await user.type(form.getByLabelText('Name'), 'Second yard');
    await user.type(form.getByLabelText('Location'), 'Down the lane');
    await user.click(form.getByRole('button', { name: 'Create Apiary' }));

    expect(await screen.findByRole('dialog', { name: 'Upgrade to Pro' })).toHaveTextContent(
      API_ERRORS.apiaryLimitReached,
    );
    expect(screen.queryByRole('dialog', { name: 'Create New Apiary' })).not.toBeInTheDocument();
    expect(screen.queryByText(TOASTS.apiaryCreateFailed)).not.toBeInTheDocument();
  });

  it('edits an apiary in a prefilled form', async () => {
    signInAs(buildUser());
    const apiary = buildApiary({ latitude: '51.5072', longitude: '-0.1276', description: 'By the hedge' });
    serveApiaries([apiary]);
    const bodies = recordBodies(routes.updateApiary, { id: apiary.id }, (body) => {
      const updated = { ...apiary, name: String(body.name), description: null };
      serveApiaries([updated]);
      return HttpResponse.json(updated);
    });
    const { user } = renderWithApp(<ApiariesScreen />, { path: paths.app.apiaries.getHref() });

    const form = await openDialog(user, 'Edit Home Apiary', 'Edit Apiary');
    expect(form.getByLabelText('Name')).toHaveValue('Home Apiary');
    expect(form.getByLabelText('Location')).toHaveValue('Behind the barn');
    expect(form.getByLabelText('Latitude')).toHaveValue('51.5072');
    expect(form.getByLabelText('Longitude')).toHaveValue('-0.1276');
    expect(form.getByLabelText('Description')).toHaveValue('By the hedge');

    await user.clear(form.getByLabelText('Name'));
    await user.type(form.getByLabelText('Name'), 'Orchard');
    await user.clear(form.getByLabelText('Description'));
    await user.click(form.getByRole('button', { name: 'Update Apiary' }));

    expect(await screen.findByText(TOASTS.apiaryUpdated)).toBeInTheDocument();
    expect(bodies).toEqual([
      { name: 'Orchard', location: 'Behind the barn', latitude: '51.5072', longitude: '-0.1276' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Orchard' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's message when an apiary with hives can't be deleted", async () => {
    signInAs(buildUser());
    const apiary = buildApiary();
    serveApiaries([apiary]);
    server.use(
      http.delete(apiUrl(routes.deleteApiary, { id: apiary.id }), () =>
        HttpResponse.json({ message: API_ERRORS.apiaryHasHives }, { status: 409 }),
      ),
    );
    const { user } = renderWithApp(<ApiariesScreen />, { path: paths.app.apiaries.getHref() });

    await user.click(await screen.findByRole('button', { name: 'Delete Home Apiary' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete Home Apiary?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(API_ERRORS.apiaryHasHives)).toBeInTheDocument();
    expect(screen.getByText(TOASTS.errorTitle)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Home Apiary' })).toBeInTheDocument();
  });

  it('deletes an apiary after asking', async () => {
    signInAs(buildUser());
    const apiary = buildApiary();
    serveApiaries([apiary]);
    const deleted: string[] = [];
    server.use(
      http.delete(apiPattern(routes.deleteApiary), ({ params }) => {
        deleted.push(String(params.id));
        serveApiaries([]);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithApp(<ApiariesScreen />, { path: paths.app.apiaries.getHref() });

    await user.click(await screen.findByRole('button', { name: 'Delete Home Apiary' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete Home Apiary?' }));
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Home Apiary' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TOASTS.apiaryDeleted)).toBeInTheDocument();
    expect(deleted).toEqual([apiary.id]);
    expect(await screen.findByRole('heading', { name: 'No apiaries yet' })).toBeInTheDocument();
  });

  it('puts focus back on the button that opened a dialog when it closes', async () => {
    signInAs(pro());
    serveApiaries([buildApiary()]);
    const { user } = renderWithApp(<ApiariesScreen />, { path: paths.app.apiaries.getHref() });

    const created = await openDialog(user, 'Add Apiary', 'Create New Apiary');
    await user.click(created.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add Apiary' })).toHaveFocus();

    await openDialog(user, 'Edit Home Apiary', 'Edit Apiary');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit Home Apiary' })).toHaveFocus();
  });

  it("opens the apiary's hives from its Hives button", async () => {
    signInAs(buildUser());
    const apiary = buildApiary();
    serveApiaries([apiary]);
    const { user } = renderWithApp(<ApiariesScreen />, { path: paths.app.apiaries.getHref() });

    await user.click(await screen.findByRole('link', { name: 'Hives in Home Apiary' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/hives?apiaryId=${apiary.id}`);
  });
});
