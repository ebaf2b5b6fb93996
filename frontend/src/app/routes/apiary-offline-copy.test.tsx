import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { ApiariesScreen } from '@/features/apiaries/components/apiaries-screen';
import { createQueryClient } from '@/lib/query-client';
import { clearPersistedQueries, restorePersistedQueries } from '@/lib/offline/persisted-queries';
import { hiveQueryOptions } from '@/api/get-hive';
import { inspectionsQueryOptions } from '@/api/get-inspections';
import { treatmentsQueryOptions } from '@/features/treatments/api/get-treatments';
import { tasksQueryOptions } from '@/features/tasks/api/get-tasks';
import { buildApiary, buildHive, buildInspection } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, serveApiaries, serveHives, serveInspections, server, signInAs } from '@/testing/server';
import { buildTask, serveTasks } from '@/testing/tasks';
import { buildTreatment, serveTreatments } from '@/testing/treatments';
import { cardOf } from '@/testing/queries';
import { copyApiaryForOffline } from './apiary-offline-copy';

const home = buildApiary({ id: '01HV000000000000000000APA1', name: 'Home Apiary' });
const orchard = buildApiary({ id: '01HV000000000000000000APA2', name: 'Orchard' });
const goldenComb = buildHive({ id: '01HV00000000000000000HIVE1', name: 'Golden Comb', apiaryId: home.id });
const clover = buildHive({ id: '01HV00000000000000000HIVE2', name: 'Clover', apiaryId: home.id });
const farField = buildHive({ id: '01HV00000000000000000HIVE3', name: 'Far Field', apiaryId: orchard.id });
const hives = [goldenComb, clover, farField];

describe('taking an apiary offline', () => {
  afterEach(() => clearPersistedQueries());

  it("keeps its hives' pages and the open tasks in the offline copy, and says from when", async () => {
    signInAs(buildUser());
    serveApiaries([home, orchard], hives);
    serveHives(hives);
    serveInspections([buildInspection({ hiveId: goldenComb.id, notes: 'Queen seen, eggs laid' })]);
    serveTreatments([buildTreatment({ hiveId: clover.id })]);
    serveTasks([buildTask({ title: 'Add a super' })]);
    const { user } = renderWithApp(<ApiariesScreen copyForOffline={copyApiaryForOffline} />, {
      path: paths.app.apiaries.getHref(),
    });

    await screen.findByRole('heading', { name: 'Home Apiary' });
    const card = within(cardOf('Home Apiary'));
    await user.click(card.getByRole('button', { name: 'Take this apiary offline: Home Apiary' }));
    expect(await card.findByText(/^Offline copy from /)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Refresh the offline copy of Home Apiary' })).toBeInTheDocument();
    expect(
      within(cardOf('Orchard')).getByRole('button', { name: 'Take this apiary offline: Orchard' }),
    ).toBeInTheDocument();

    // The app opened again (offline): the hive pages of the apiary read from the copy.
    const reopened = createQueryClient();
    const stopPersisting = await restorePersistedQueries(reopened);
    stopPersisting();
    expect(reopened.getQueryData(hiveQueryOptions(goldenComb.id).queryKey)?.name).toBe('Golden Comb');
    expect(reopened.getQueryData(inspectionsQueryOptions(goldenComb.id).queryKey)?.pages[0]?.items[0]?.notes).toBe(
      'Queen seen, eggs laid',
    );
    expect(reopened.getQueryData(treatmentsQueryOptions({ hiveId: clover.id }).queryKey)?.pages[0]?.items).toHaveLength(
      1,
    );
    expect(reopened.getQueryData(tasksQueryOptions('pending').queryKey)?.pages[0]?.items[0]?.title).toBe('Add a super');
    expect(reopened.getQueryData(hiveQueryOptions(farField.id).queryKey)).toBeUndefined();
  });

  it('says so when the copy could not be made, and keeps no time for it', async () => {
    signInAs(buildUser());
    serveApiaries([home], hives);
    serveHives(hives);
    serveTasks([]);
    serveTreatments([]);
    server.use(http.get(apiUrl(routes.listInspections), () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    const { user } = renderWithApp(<ApiariesScreen copyForOffline={copyApiaryForOffline} />, {
      path: paths.app.apiaries.getHref(),
    });

    await screen.findByRole('heading', { name: 'Home Apiary' });
    const card = within(cardOf('Home Apiary'));
    await user.click(card.getByRole('button', { name: 'Take this apiary offline: Home Apiary' }));
    expect(await card.findByRole('alert')).toHaveTextContent('The offline copy could not be made.');
    expect(card.queryByText(/^Offline copy from /)).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Take this apiary offline: Home Apiary' })).toBeEnabled();
  });
});
