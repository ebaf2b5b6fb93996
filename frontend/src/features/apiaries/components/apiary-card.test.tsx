import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, TOASTS } from '@shared/messages';
import type { Apiary } from '@shared/schemas/apiary';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { buildApiary } from '@/testing/records';
import { cardOf } from '@/testing/queries';
import { renderWithApp } from '@/testing/render';
import { apiPattern, apiUrl, buildUser, recordBodies, serveApiaries, server, signInAs } from '@/testing/server';
import { ApiariesScreen } from './apiaries-screen';

const pro = () => buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' });
const orchard = buildApiary({ id: '01HV000000000000000000APA2', name: 'Orchard', location: 'Down the lane' });

function renderScreen() {
  return renderWithApp(<ApiariesScreen />, { path: paths.app.apiaries.getHref() });
}

async function openDeleteDialog(user: ReturnType<typeof renderScreen>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Delete ${name}` }));
  return within(await screen.findByRole('alertdialog', { name: `Delete ${name}?` }));
}

describe('an apiary card', () => {
  it('shows how many hives stand there, in words', async () => {
    signInAs(pro());
    serveApiaries([
      buildApiary({ hiveCount: 12 }),
      { ...orchard, hiveCount: 1 },
      buildApiary({ id: '01HV000000000000000000APA3', name: 'Heath' }),
    ]);
    renderScreen();

    await screen.findByRole('heading', { name: 'Home Apiary' });
    expect(within(cardOf('Home Apiary')).getByText('12 hives')).toBeInTheDocument();
    expect(within(cardOf('Orchard')).getByText('1 hive')).toBeInTheDocument();
    expect(within(cardOf('Heath')).getByText('0 hives')).toBeInTheDocument();
  });

  it('links its coordinates to OpenStreetMap in a new tab, with a name that says so', async () => {
    signInAs(pro());
    serveApiaries([buildApiary({ latitude: '51.50722', longitude: '-0.1276' }), orchard]);
    renderScreen();

    await screen.findByRole('heading', { name: 'Home Apiary' });
    const map = within(cardOf('Home Apiary')).getByRole('link', {
      name: 'View on map: Home Apiary on OpenStreetMap (opens in a new tab)',
    });
    expect(map).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=51.5072&mlon=-0.1276#map=15/51.5072/-0.1276',
    );
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    // No coordinates, no map.
    expect(within(cardOf('Orchard')).queryByRole('link', { name: /OpenStreetMap/ })).not.toBeInTheDocument();
  });

  it('has its Edit, Hives and Delete actions on one row', async () => {
    signInAs(pro());
    serveApiaries([buildApiary({ name: 'A very long apiary name that goes on and on past the edge of any phone' })]);
    renderScreen();

    const card = within(await screen.findByRole('list', { name: 'Apiaries' }));
    const edit = card.getByRole('button', { name: /^Edit / });
    const row = edit.parentElement;
    expect(row).not.toBeNull();
    expect(
      within(row as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit', 'Delete']);
    expect(within(row as HTMLElement).getByRole('link', { name: /^Hives in / })).toBeInTheDocument();
    // Three cells of one row (measured at 390 and 1280 px in the end-to-end journey).
    expect(row).toHaveClass('grid-cols-3');
  });
});

describe('deleting an apiary that still has hives', () => {
  it('says so before anything is pressed, moves the hives to the chosen apiary, then deletes', async () => {
    signInAs(pro());
    const heath = buildApiary({ id: '01HV000000000000000000APA3', name: 'Heath', location: 'On the hill' });
    let apiaries: Apiary[] = [buildApiary({ hiveCount: 3 }), orchard, heath];
    server.use(http.get(apiUrl(routes.listApiaries), () => HttpResponse.json(apiaries)));
    const requests: string[] = [];
    const moves = recordBodies(routes.moveApiaryHives, async (body) => {
      requests.push('move');
      await delay(50);
      apiaries = apiaries.map((apiary) =>
        apiary.id === body.toApiaryId ? { ...apiary, hiveCount: 3 } : { ...apiary, hiveCount: 0 },
      );
      return HttpResponse.json({ from: apiaries[0], to: apiaries.find((apiary) => apiary.id === body.toApiaryId) });
    });
    server.use(
      http.delete(apiPattern(routes.deleteApiary), async ({ params }) => {
        requests.push(`delete ${String(params.id)}`);
        apiaries = apiaries.filter((apiary) => apiary.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderScreen();

    const dialog = await openDeleteDialog(user, 'Home Apiary');
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'Home Apiary still has 3 hives. They will be moved to the apiary you choose, then Home Apiary is deleted.',
    );
    const target = dialog.getByRole('combobox', { name: 'Move the hives to' });
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Orchard', 'Heath']);
    await user.selectOptions(target, 'Heath');
    await user.click(dialog.getByRole('button', { name: 'Move 3 hives and delete' }));

    expect(await dialog.findByRole('button', { name: 'Moving 3 hives...' })).toBeDisabled();
    expect(
      await screen.findByText(TOASTS.hivesMovedAndApiaryDeleted('3 hives', 'Home Apiary', 'Heath')),
    ).toBeInTheDocument();
    expect(moves).toEqual([{ toApiaryId: heath.id }]);
    expect(requests).toEqual(['move', `delete ${buildApiary().id}`]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Home Apiary' })).not.toBeInTheDocument());
    expect(within(cardOf('Heath')).getByText('3 hives')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('with no other apiary, explains and offers its hives instead of a Delete that would fail', async () => {
    signInAs(buildUser());
    serveApiaries([buildApiary({ hiveCount: 2 })]);
    const { user } = renderScreen();

    const dialog = await openDeleteDialog(user, 'Home Apiary');
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      "Home Apiary still has 2 hives, and an apiary with hives can't be deleted. Add another apiary to move them to, or delete its hives first.",
    );
    expect(dialog.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('link', { name: 'Show its hives' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/hives?apiaryId=${buildApiary().id}`);
  });

  it("shows the server's 409 when a hive arrived after the move", async () => {
    signInAs(pro());
    serveApiaries([buildApiary({ hiveCount: 1 }), orchard]);
    recordBodies(routes.moveApiaryHives, () => HttpResponse.json({ from: buildApiary(), to: orchard }));
    server.use(
      http.delete(apiPattern(routes.deleteApiary), () =>
        HttpResponse.json({ message: API_ERRORS.apiaryHasHives }, { status: 409 }),
      ),
    );
    const { user } = renderScreen();

    const dialog = await openDeleteDialog(user, 'Home Apiary');
    await user.click(dialog.getByRole('button', { name: 'Move 1 hive and delete' }));
    expect(await screen.findByText(API_ERRORS.apiaryHasHives)).toBeInTheDocument();
    expect(screen.getByText(TOASTS.errorTitle)).toBeInTheDocument();
  });
});
