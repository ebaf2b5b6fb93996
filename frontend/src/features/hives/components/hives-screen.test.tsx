import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ERRORS, TOASTS, VALIDATION } from '@shared/messages';
import type { Hive } from '@shared/schemas/hive';
import { DEFAULT_USER_PREFERENCES } from '@shared/domain/user-preferences';
import { paths } from '@/config/paths';
import { activateLocale } from '@/lib/i18n/catalog';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { buildApiary, buildHive } from '@/testing/records';
import { cardOf, openDialog } from '@/testing/queries';
import {
  apiPattern,
  apiUrl,
  buildUser,
  recordBodies,
  serveApiaries,
  serveBeekeeper,
  serveHives,
  server,
  signInAs,
} from '@/testing/server';
import source from '@shared/i18n/catalogs/hives/en-US.json';
import { FRAME_WORDS } from './hives-heading';
import { HivesScreen } from './hives-screen';

/** The app passes the apiaries feature's dialog; these tests all start with an apiary, so it never opens. */
const noApiaryDialog = () => null;

const home = buildApiary();
const heath = buildApiary({ id: '01HV000000000000000000APA2', name: 'Heath' });

function threeHives() {
  return [1, 2, 3].map((n) => buildHive({ id: `01HV000000000000000000H1V${n}`, name: `Hive ${n}` }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the hives screen', () => {
  it("paints the frame's heading with the catalogue's source words, before any catalogue loads", () => {
    expect(FRAME_WORDS).toEqual({ title: source['heading.title'], description: source['heading.description'] });
  });

  it('shows a skeleton of 3 cards while the hives load', async () => {
    signInAs(buildUser());
    serveApiaries([home]);
    server.use(http.get(apiUrl(routes.listHives), () => delay('infinite')));
    renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, { path: paths.app.hives.getHref() });

    expect(screen.getByRole('heading', { level: 1, name: 'Hives' })).toBeInTheDocument();
    const loading = screen.getByRole('status', { name: 'Loading hives' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getAllByTestId('card-skeleton')).toHaveLength(3);
    // The plan check needs the hive count: adding waits for it.
    expect(await screen.findByRole('button', { name: 'Add Hive' })).toBeDisabled();
  });

  it('offers to create the first hive when there is none', async () => {
    signInAs(buildUser());
    serveApiaries([home]);
    serveHives([]);
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    expect(await screen.findByRole('heading', { name: 'No hives yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create First Hive' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Hive' })).toBeInTheDocument();
  });

  it('says when the hives could not be loaded and retries', async () => {
    signInAs(buildUser());
    serveApiaries([home]);
    server.use(http.get(apiUrl(routes.listHives), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your hives.");
    server.use(
      http.get(apiUrl(routes.listHives), async () => {
        await delay(50);
        return HttpResponse.json([buildHive()]);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // The skeleton is shown while retrying (findBy fails if it never appears).
    await screen.findByRole('status', { name: 'Loading hives' });
    expect(await screen.findByRole('heading', { name: 'Hive 1' })).toBeInTheDocument();
  });

  it('shows every detail of a hive on its card', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 20, 12));
    signInAs(buildUser());
    serveApiaries([home]);
    serveHives([
      buildHive({
        name: 'Queen Bee Palace',
        queenId: 'Q-7',
        queenIntroducedOn: '2025-04',
        queenAge: 14,
        queenMarking: 'yellow',
        hiveType: 'top_bar',
        frameCount: 24,
        notes: 'Calm colony',
        healthStatus: 'Fair',
        lastInspectionDate: '2026-06-10',
      }),
    ]);
    renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, { path: paths.app.hives.getHref() });

    await screen.findByRole('heading', { name: 'Queen Bee Palace' });
    const details = within(cardOf('Queen Bee Palace'));
    expect(details.getByText('Home Apiary')).toBeInTheDocument();
    // Active is good news, told calmly; amber stays for what needs a look (a Fair colony).
    expect(details.getByText('Active')).toHaveClass('bg-green-100');
    expect(details.getByText('Fair')).toHaveClass('bg-amber-100');
    expect(details.getByText('1 week ago')).toBeInTheDocument();
    // Her ID is the beekeeper's own: kept from translators, the rest of the line in the language shown.
    expect(details.getByText('Q-7')).toHaveAttribute('translate', 'no');
    expect(details.getByText('Q-7').parentElement).toHaveTextContent(/^Q-7 · 1 yr 2 mo old · Yellow mark$/);
    expect(details.getByTestId('queen-mark-swatch')).toHaveClass('bg-yellow-300');
    expect(details.getByText('24')).toBeInTheDocument();
    expect(details.getByText('Top bar')).toBeInTheDocument();
    expect(details.getByText('Calm colony')).toBeInTheDocument();
    expect(details.getByRole('button', { name: 'Edit Queen Bee Palace' })).toBeInTheDocument();
    // Delete is a quiet icon beside the Inspect and Edit buttons, not a third full-weight button.
    expect(details.getByRole('button', { name: 'Delete Queen Bee Palace' })).toHaveTextContent(/^$/);
    expect(details.getByRole('link', { name: 'Inspect Queen Bee Palace' })).toHaveClass('bg-honey-700');
  });

  it("starts Add Hive with the beekeeper's default hive type from their profile", async () => {
    serveBeekeeper({
      user: buildUser({ preferences: { ...DEFAULT_USER_PREFERENCES, defaultHiveType: 'top_bar' } }),
      apiaries: [home],
    });
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });
    const form = await openDialog(user, 'Add Hive', 'Add New Hive');
    expect(form.getByLabelText('Hive type')).toHaveDisplayValue('Top bar');
  });

  it('speaks German to a German beekeeper: heading, filter, status and the Add Hive form', async () => {
    await activateLocale('de');
    serveBeekeeper({
      user: buildUser({ preferences: { ...DEFAULT_USER_PREFERENCES, defaultHiveType: 'top_bar' } }),
      apiaries: [home],
    });
    serveHives([buildHive({ name: 'Goldwabe' })]);
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    expect(await screen.findByRole('heading', { name: 'Völker', level: 1 })).toBeInTheDocument();
    expect(await screen.findByLabelText('Nach Bienenstand filtern')).toHaveDisplayValue('Alle Bienenstände');
    const card = within(cardOf('Goldwabe'));
    expect(card.getByText('Aktiv')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Durchsicht: Goldwabe' })).toHaveTextContent('Durchsicht');

    const form = await openDialog(user, 'Volk hinzufügen', 'Neues Volk anlegen');
    expect(form.getByLabelText('Beutentyp')).toHaveDisplayValue('Oberträgerbeute');
    expect(form.getByLabelText('Bienenstand')).toHaveDisplayValue('Home Apiary');
    expect(form.getByLabelText('Wabenzahl')).toBeInTheDocument();
  });

  it('creates a hive with the spec defaults, queen age as a whole number and empty fields left out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 20, 12));
    signInAs(buildUser());
    serveApiaries([home]);
    const hives: Hive[] = [];
    serveHives(hives);
    const bodies = recordBodies(routes.createHive, async (body) => {
      await delay(50);
      const created = buildHive({ name: String(body.name), queenAge: Number(body.queenAge) });
      hives.push(created);
      return HttpResponse.json(created, { status: 201 });
    });
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    const form = await openDialog(user, 'Add Hive', 'Add New Hive');
    // The only apiary is picked already; langstroth and 10 frames are the defaults.
    expect(form.getByLabelText('Apiary')).toHaveValue(home.id);
    expect(form.getByLabelText('Hive type')).toHaveValue('langstroth');
    expect(form.getByLabelText('Hive type')).toHaveDisplayValue('Langstroth');
    expect(form.getByLabelText('Frame count')).toHaveValue(10);
    expect(form.queryByLabelText('Status')).not.toBeInTheDocument();

    await user.type(form.getByLabelText('Name'), 'Hive 1');
    await user.click(form.getByRole('radio', { name: 'Age in months' }));
    await user.type(form.getByLabelText('Queen age (months)'), '14');
    expect(form.getByLabelText('Queen age (months)')).toHaveAccessibleDescription('Introduced around April 2025');
    await user.click(form.getByRole('button', { name: 'Create Hive' }));

    expect(await form.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(await screen.findByText(TOASTS.hiveCreated)).toBeInTheDocument();
    expect(screen.getByText(TOASTS.successTitle)).toBeInTheDocument();
    // Her year's colour is filled in: 2025 is blue.
    expect(bodies).toEqual([
      { name: 'Hive 1', apiaryId: home.id, queenAge: 14, queenMarking: 'blue', hiveType: 'langstroth', frameCount: 10 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Hive 1' })).toBeInTheDocument();
  });

  it("shows the spec's messages and sends nothing for an invalid hive", async () => {
    signInAs(buildUser());
    serveApiaries([home, heath]);
    serveHives([]);
    const bodies = recordBodies(routes.createHive, () => HttpResponse.json({}, { status: 201 }));
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    const form = await openDialog(user, 'Add Hive', 'Add New Hive');
    // With two apiaries the beekeeper picks one.
    expect(form.getByLabelText('Apiary')).toHaveValue('');
    await user.clear(form.getByLabelText('Frame count'));
    await user.type(form.getByLabelText('Frame count'), '0');
    await user.click(form.getByRole('radio', { name: 'Age in months' }));
    await user.type(form.getByLabelText('Queen age (months)'), '2.5');
    await user.click(form.getByRole('button', { name: 'Create Hive' }));

    expect(await form.findByText(VALIDATION.nameRequired)).toBeInTheDocument();
    expect(form.getByText(VALIDATION.apiaryRequired)).toBeInTheDocument();
    expect(form.getByText(VALIDATION.frameCountRange)).toBeInTheDocument();
    expect(form.getByText(VALIDATION.queenAgeRange)).toBeInTheDocument();
    expect(form.getByLabelText('Name')).toHaveAccessibleDescription(VALIDATION.nameRequired);
    expect(bodies).toEqual([]);
  });

  it("puts a 400's field messages beside the fields", async () => {
    signInAs(buildUser());
    serveApiaries([home]);
    serveHives([]);
    recordBodies(routes.createHive, () =>
      HttpResponse.json(
        { message: 'Name must be at most 100 characters', errors: { name: ['Name must be at most 100 characters'] } },
        { status: 400 },
      ),
    );
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    const form = await openDialog(user, 'Add Hive', 'Add New Hive');
    await user.type(form.getByLabelText('Name'), 'Hive 1');
    await user.click(form.getByRole('button', { name: 'Create Hive' }));

    expect(await form.findByText('Name must be at most 100 characters')).toBeInTheDocument();
    expect(form.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when creating failed', async () => {
    signInAs(buildUser());
    serveApiaries([home]);
    serveHives([]);
    recordBodies(routes.createHive, () => HttpResponse.json({ message: 'boom' }, { status: 500 }));
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    const form = await openDialog(user, 'Add Hive', 'Add New Hive');
    await user.type(form.getByLabelText('Name'), 'Hive 1');
    await user.click(form.getByRole('button', { name: 'Create Hive' }));

    expect(await screen.findByText(TOASTS.hiveCreateFailed)).toBeInTheDocument();
    expect(screen.getByText(TOASTS.errorTitle)).toBeInTheDocument();
    // The form stays, so the beekeeper can try again.
    expect(screen.getByRole('dialog', { name: 'Add New Hive' })).toBeInTheDocument();
  });

  it("pages a commercial beekeeper's hives, and asks the server for one apiary's", async () => {
    signInAs(buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }));
    const hives = Array.from({ length: 25 }, (_, index) =>
      buildHive({
        id: `01HV0000000000000000${String(index).padStart(6, '0')}`,
        name: `Colony ${index + 1}`,
        apiaryId: index === 24 ? heath.id : home.id,
      }),
    );
    serveApiaries([home, heath], hives);
    const requests = serveHives(hives);
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    await screen.findByRole('heading', { name: 'Colony 20' });
    expect(screen.queryByRole('heading', { name: 'Colony 21' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more hives' }));
    expect(await screen.findByRole('heading', { name: 'Colony 25' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more hives' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Filter by apiary'), 'Heath');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Colony 1' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Colony 25' })).toBeInTheDocument();
    expect(requests.at(-1)?.get('apiaryId')).toBe(heath.id);
  });

  it("offers a free user's 4th hive the upgrade instead of the form, and sends nothing", async () => {
    signInAs(buildUser());
    const hives = threeHives();
    serveApiaries([home], hives);
    serveHives(hives);
    const bodies = recordBodies(routes.createHive, () => HttpResponse.json({}, { status: 201 }));
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    await screen.findByRole('heading', { name: 'Hive 3' });
    await user.click(screen.getByRole('button', { name: 'Add Hive' }));

    const modal = await screen.findByRole('dialog', { name: 'Upgrade to Pro' });
    expect(modal).toHaveTextContent(API_ERRORS.hiveLimitReached);
    expect(screen.queryByRole('dialog', { name: 'Add New Hive' })).not.toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(within(modal).getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add Hive' })).toHaveFocus();
  });

  it('lets a Pro user with 3 hives add another', async () => {
    signInAs(buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'trialing' }));
    serveApiaries([home]);
    serveHives(threeHives());
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    await screen.findByRole('heading', { name: 'Hive 3' });
    await user.click(screen.getByRole('button', { name: 'Add Hive' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Hive' })).toBeInTheDocument();
  });

  it('waits for the subscription before deciding', async () => {
    signInAs(buildUser());
    server.use(http.get(apiUrl(routes.getCurrentUser), () => delay('infinite')));
    serveApiaries([home]);
    serveHives(threeHives());
    renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, { path: paths.app.hives.getHref() });

    await screen.findByRole('heading', { name: 'Hive 3' });
    expect(screen.getByRole('button', { name: 'Add Hive' })).toBeDisabled();
  });

  it('offers the upgrade when the server refuses the hive with 402', async () => {
    signInAs(buildUser());
    serveApiaries([home]);
    serveHives([buildHive()]);
    recordBodies(routes.createHive, () => HttpResponse.json({ message: API_ERRORS.hiveLimitReached }, { status: 402 }));
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    const form = await openDialog(user, 'Add Hive', 'Add New Hive');
    await user.type(form.getByLabelText('Name'), 'Hive 2');
    await user.click(form.getByRole('button', { name: 'Create Hive' }));

    const modal = await screen.findByRole('dialog', { name: 'Upgrade to Pro' });
    expect(modal).toHaveTextContent(API_ERRORS.hiveLimitReached);
    expect(screen.queryByRole('dialog', { name: 'Add New Hive' })).not.toBeInTheDocument();
    expect(screen.queryByText(TOASTS.hiveCreateFailed)).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Upgrade to Pro' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/pricing');
  });

  it('edits a hive in a prefilled form', async () => {
    signInAs(buildUser());
    serveApiaries([home, heath]);
    // Her age was given in months: only the month she came is known, so the form shows her age.
    const hive = buildHive({
      queenId: 'Q-7',
      queenIntroducedOn: '2025-04',
      queenAge: 14,
      notes: 'Calm colony',
      frameCount: 8,
    });
    serveHives([hive]);
    const bodies = recordBodies(routes.updateHive, { id: hive.id }, (body) => {
      serveHives([{ ...hive, name: String(body.name), status: 'inactive', notes: null }]);
      return HttpResponse.json({});
    });
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    const form = await openDialog(user, 'Edit Hive 1', 'Edit Hive');
    expect(form.getByLabelText('Name')).toHaveValue('Hive 1');
    expect(form.getByLabelText('Apiary')).toHaveValue(home.id);
    expect(form.getByLabelText('Queen ID')).toHaveValue('Q-7');
    expect(form.getByRole('radio', { name: 'Age in months' })).toBeChecked();
    expect(form.getByLabelText('Queen age (months)')).toHaveValue(14);
    // Not recorded stays so: opening the form fills in nothing.
    expect(form.getByLabelText('Marking')).toHaveValue('');
    expect(form.getByLabelText('Frame count')).toHaveValue(8);
    expect(form.getByLabelText('Status')).toHaveValue('active');
    expect(form.getByLabelText('Colony kept since')).toHaveValue('2026-04-01');
    expect(form.getByLabelText('Notes')).toHaveValue('Calm colony');

    await user.clear(form.getByLabelText('Name'));
    await user.type(form.getByLabelText('Name'), 'Hive 1b');
    await user.selectOptions(form.getByLabelText('Status'), 'Inactive');
    await user.clear(form.getByLabelText('Notes'));
    await user.click(form.getByRole('button', { name: 'Update Hive' }));

    expect(await screen.findByText(TOASTS.hiveUpdated)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Hive 1b',
        apiaryId: home.id,
        queenId: 'Q-7',
        queenAge: 14,
        hiveType: 'langstroth',
        frameCount: 8,
        status: 'inactive',
        startedOn: '2026-04-01',
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Hive 1b' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when updating failed', async () => {
    signInAs(buildUser());
    serveApiaries([home]);
    const hive = buildHive();
    serveHives([hive]);
    server.use(
      http.put(apiUrl(routes.updateHive, { id: hive.id }), () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    const form = await openDialog(user, 'Edit Hive 1', 'Edit Hive');
    await user.click(form.getByRole('button', { name: 'Update Hive' }));
    expect(await screen.findByText(TOASTS.hiveUpdateFailed)).toBeInTheDocument();
  });

  it('deletes a hive after asking', async () => {
    signInAs(buildUser());
    serveApiaries([home]);
    const [first, second] = threeHives();
    if (!first || !second) throw new Error('no hives');
    serveHives([first, second]);
    const deleted: string[] = [];
    server.use(
      http.delete(apiPattern(routes.deleteHive), async ({ params }) => {
        deleted.push(String(params.id));
        serveHives([second]);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Hive 1' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete Hive 1?' }));
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Hive 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TOASTS.hiveDeleted)).toBeInTheDocument();
    expect(deleted).toEqual([first.id]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Hive 1' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Hive 2' })).toBeInTheDocument();
  });

  it("shows one apiary's hives when the address names it, and all of them again", async () => {
    signInAs(buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }));
    serveApiaries([home, heath]);
    serveHives([
      buildHive(),
      buildHive({ id: '01HV000000000000000000H1V2', name: 'Heather', apiaryId: heath.id, apiaryName: heath.name }),
    ]);
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref({ apiaryId: heath.id }),
    });

    expect(await screen.findByRole('heading', { name: 'Heather' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hive 1' })).not.toBeInTheDocument();
    const filter = screen.getByLabelText('Filter by apiary');
    expect(filter).toHaveDisplayValue('Heath');

    await user.selectOptions(filter, 'All apiaries');
    expect(await screen.findByRole('heading', { name: 'Hive 1' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/hives$/);

    await user.selectOptions(filter, 'Home Apiary');
    expect(screen.getByTestId('location')).toHaveTextContent(`/hives?apiaryId=${home.id}`);
    expect(screen.queryByRole('heading', { name: 'Heather' })).not.toBeInTheDocument();
  });

  it('says when the chosen apiary has no hives, and preselects it for the new one', async () => {
    signInAs(buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }));
    const hives = [buildHive()];
    serveApiaries([home, heath], hives);
    serveHives(hives);
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref({ apiaryId: heath.id }),
    });

    expect(await screen.findByRole('heading', { name: 'No hives in Heath yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Hive Here' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add New Hive' }));
    expect(form.getByLabelText('Apiary')).toHaveValue(heath.id);
  });

  it("links each card's title to the hive's page and Inspect to its inspections; the keyboard stops at those, Edit and Delete", async () => {
    signInAs(buildUser());
    serveApiaries([home]);
    const [first, second] = threeHives();
    if (!first || !second) throw new Error('no hives');
    serveHives([first, second]);
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    await screen.findByRole('heading', { name: 'Hive 1' });
    const card = within(cardOf('Hive 1'));
    expect(card.getAllByRole('link')).toEqual([
      card.getByRole('link', { name: 'Hive 1' }),
      card.getByRole('link', { name: 'Inspect Hive 1' }),
    ]);
    expect(card.getByRole('link', { name: 'Inspect Hive 1' })).toHaveAttribute(
      'href',
      paths.app.inspections.getHref({ hiveId: first.id }),
    );
    card.getByRole('link', { name: 'Hive 1' }).focus();
    await user.tab();
    expect(card.getByRole('link', { name: 'Inspect Hive 1' })).toHaveFocus();
    await user.tab();
    expect(card.getByRole('button', { name: 'Edit Hive 1' })).toHaveFocus();
    await user.tab();
    expect(card.getByRole('button', { name: 'Delete Hive 1' })).toHaveFocus();
    await user.tab();
    expect(within(cardOf('Hive 2')).getByRole('link', { name: 'Hive 2' })).toHaveFocus();

    await user.click(card.getByRole('link', { name: 'Hive 1' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/hives/${first.id}`);
  });

  it("takes the queen's introduction date, says her age and fills in her year's colour, never over a choice", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 20, 12));
    signInAs(buildUser());
    serveApiaries([home]);
    serveHives([]);
    const bodies = recordBodies(routes.createHive, () => HttpResponse.json(buildHive(), { status: 201 }));
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    const form = await openDialog(user, 'Add Hive', 'Add New Hive');
    expect(form.getByRole('radio', { name: 'Introduction date' })).toBeChecked();
    const introduced = form.getByLabelText('Introduced on');
    const marking = form.getByLabelText('Marking');
    expect(marking).toHaveValue('');

    await user.type(introduced, '2025-03-10');
    expect(introduced).toHaveAccessibleDescription('1 yr 3 mo old today');
    expect(marking).toHaveValue('blue');
    expect(marking).toHaveAccessibleDescription('Queens of 2025 are marked blue (international colour code).');
    expect(form.getByTestId('queen-mark-swatch')).toHaveClass('bg-blue-600');

    // A new year, a new colour, while the colour is the one filled in.
    await user.clear(introduced);
    await user.type(introduced, '2026-01-05');
    expect(introduced).toHaveAccessibleDescription('5 mo old today');
    expect(marking).toHaveValue('white');

    // The beekeeper's own choice stays.
    await user.selectOptions(marking, 'Unmarked');
    await user.clear(introduced);
    await user.type(introduced, '2024-05-01');
    expect(marking).toHaveValue('unmarked');

    await user.type(form.getByLabelText('Name'), 'Hive 1');
    await user.click(form.getByRole('button', { name: 'Create Hive' }));
    expect(await screen.findByText(TOASTS.hiveCreated)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Hive 1',
        apiaryId: home.id,
        queenIntroducedOn: '2024-05-01',
        queenMarking: 'unmarked',
        hiveType: 'langstroth',
        frameCount: 10,
      },
    ]);
  });

  it('sends only the way of giving her age that is chosen', async () => {
    signInAs(buildUser());
    serveApiaries([home]);
    serveHives([]);
    const bodies = recordBodies(routes.createHive, () => HttpResponse.json(buildHive(), { status: 201 }));
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    const form = await openDialog(user, 'Add Hive', 'Add New Hive');
    await user.type(form.getByLabelText('Name'), 'Hive 1');
    await user.type(form.getByLabelText('Introduced on'), '2025-03-10');
    await user.click(form.getByRole('radio', { name: 'Age in months' }));
    await user.type(form.getByLabelText('Queen age (months)'), '3');
    await user.click(form.getByRole('button', { name: 'Create Hive' }));

    expect(await screen.findByText(TOASTS.hiveCreated)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ queenAge: 3 });
    expect(bodies[0]).not.toHaveProperty('queenIntroducedOn');
  });

  it('edits a queen with a known day in the date field, with her mark', async () => {
    signInAs(buildUser());
    serveApiaries([home]);
    serveHives([buildHive({ queenIntroducedOn: '2025-03-10', queenAge: 15, queenMarking: 'green' })]);
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    const form = await openDialog(user, 'Edit Hive 1', 'Edit Hive');
    expect(form.getByRole('radio', { name: 'Introduction date' })).toBeChecked();
    expect(form.getByLabelText('Introduced on')).toHaveValue('2025-03-10');
    // Recorded as green, though 2025's colour is blue: what was recorded is kept.
    expect(form.getByLabelText('Marking')).toHaveValue('green');
  });
});
