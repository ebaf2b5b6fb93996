import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HiveScale } from '@shared/schemas/hive-scale';
import type { CurrentUser } from '@shared/schemas/user';
import { apiPath, routes } from '@/lib/api-routes';
import { setActingAccountId } from '@/lib/acting-account';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { buildScale, buildWeightChart, SCALE_HIVE_ID, serveScales, serveWeightChart } from '@/testing/hive-scales';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, recordBodies, server, signInAs } from '@/testing/server';
import { routes as serverRoutes } from '../../../../../functions/routes';
import { HiveScales } from './hive-scales-card';

const PRO = { subscriptionPlan: 'pro', subscriptionStatus: 'active' } as const satisfies Partial<CurrentUser>;
const NEW_SECRET = 'hks_4f7d1c0a9b8e7d6c5b4a39281706f5e4';
const UPLINK_PATH = apiPath(serverRoutes.receiveScaleUplink, {
  userId: 'user-1',
  scaleId: '01HV000000000000000000SCL2',
});

function renderCard(user: CurrentUser = buildUser(PRO)) {
  signInAs(user);
  return renderWithApp(<HiveScales hiveId={SCALE_HIVE_ID} />);
}

const card = () => within(screen.getByRole('region', { name: 'Scales and sensors' }));

afterEach(() => {
  onlineManager.setOnline(true);
  setActingAccountId(null);
  vi.useRealTimers();
});

describe("a hive's scales and sensors", () => {
  it('says it is loading, then that the hive has none yet, with Add a scale for a Pro beekeeper', async () => {
    server.use(http.get(apiUrl(routes.listHiveScales, { id: SCALE_HIVE_ID }), () => delay('infinite')));
    const { unmount } = renderCard();
    expect(card().getByRole('status')).toHaveTextContent('Loading scales...');
    unmount();

    serveScales([]);
    renderCard();
    expect(await card().findByText('No scales or sensors on this hive yet.')).toBeInTheDocument();
    expect(await card().findByRole('button', { name: 'Add a scale' })).toBeEnabled();
    // No scale, no chart.
    expect(screen.queryByRole('region', { name: 'Weight over time' })).not.toBeInTheDocument();
  });

  it('says when the scales could not be read, with Retry', async () => {
    server.use(
      http.get(apiUrl(routes.listHiveScales, { id: SCALE_HIVE_ID }), () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    renderCard();
    expect(await card().findByText(/We couldn't load this hive's scales/)).toBeInTheDocument();
    expect(card().getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('lists each scale with how it sends its readings and when the last came', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-30T12:00:00.000Z'));
    serveScales([
      buildScale({ name: 'Garden scale', kind: 'beep-base', lastReadingAt: '2026-06-30T09:00:00.000Z' }),
      buildScale({ id: '01HV000000000000000000SCL2', name: 'Old HiveScale', kind: 'file', lastReadingAt: null }),
    ]);
    serveWeightChart(buildWeightChart());
    renderCard();

    const list = await card().findByRole('list', { name: 'Scales and sensors of this hive' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Garden scale');
    expect(first).toHaveTextContent('BEEP base on The Things Network');
    expect(first).toHaveTextContent('Last reading 3 hours ago');
    expect(second).toHaveTextContent('Files only');
    expect(second).toHaveTextContent('No readings yet');
    // A scale of files only has no secret to renew.
    expect(await within(first).findByRole('button', { name: 'New secret for Garden scale' })).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /New secret/ })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Delete Old HiveScale' })).toBeInTheDocument();
    // A hive with a scale shows its weight chart.
    expect(await screen.findByRole('region', { name: 'Weight over time' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations('the scales card');
  });

  it('reads the weight chart of the range chosen: the last 30 days, then the last 7', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-30T12:00:00.000Z'));
    serveScales([buildScale()]);
    const requests = serveWeightChart(buildWeightChart());
    const { user } = renderCard();

    const chart = within(await screen.findByRole('region', { name: 'Weight over time' }));
    expect(await chart.findByText(/^Garden scale: 40\.0 kg on Jun 1, 2026/)).toBeInTheDocument();
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({ from: '2026-06-01', to: '2026-06-30' });
    await user.selectOptions(chart.getByLabelText('Range'), '7 days');
    await waitFor(() =>
      expect(Object.fromEntries(requests[1] ?? [])).toEqual({ from: '2026-06-24', to: '2026-06-30' }),
    );
  });

  it('adds a scale and shows its secret and webhook URL once, with the steps on The Things Network', async () => {
    let scales: HiveScale[] = [];
    server.use(http.get(apiUrl(routes.listHiveScales, { id: SCALE_HIVE_ID }), () => HttpResponse.json(scales)));
    serveWeightChart(buildWeightChart());
    const made = buildScale({ id: '01HV000000000000000000SCL2', name: 'Orchard scale', kind: 'ttn-decoded' });
    const sent = recordBodies(routes.createHiveScale, () => {
      scales = [made];
      return HttpResponse.json({ scale: made, secret: NEW_SECRET, uplinkPath: UPLINK_PATH }, { status: 201 });
    });
    const { user } = renderCard();

    await user.click(await card().findByRole('button', { name: 'Add a scale' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a scale' }));
    await user.type(await dialog.findByLabelText('Name'), 'Orchard scale');
    await user.selectOptions(
      dialog.getByLabelText('How it sends its readings'),
      'Device decoded on The Things Network',
    );
    await user.click(dialog.getByRole('button', { name: 'Add a scale' }));

    const secret = within(await screen.findByRole('dialog', { name: 'Connect Orchard scale' }));
    expect(sent).toEqual([{ hiveId: SCALE_HIVE_ID, name: 'Orchard scale', kind: 'ttn-decoded' }]);
    expect(secret.getByText('Copy the secret now: HiveKeeper shows it only this once.')).toBeInTheDocument();
    expect(secret.getAllByText(NEW_SECRET, { exact: false }).length).toBeGreaterThan(0);
    expect(secret.getByText(`${window.location.origin}${UPLINK_PATH}`)).toBeInTheDocument();
    expect(secret.getByText(/Integrations → Webhooks → Add webhook → Custom webhook/)).toBeInTheDocument();
    expect(secret.getByText(`Authorization: Bearer ${NEW_SECRET}`)).toBeInTheDocument();
    expect(secret.getByText(/Enable Uplink message/)).toBeInTheDocument();
    await user.click(secret.getByRole('button', { name: 'Copy the webhook URL' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}${UPLINK_PATH}`);
    await expectNoSeriousA11yViolations('the new scale secret', screen.getByRole('dialog'));

    await user.click(secret.getByRole('button', { name: 'Done' }));
    expect(await card().findByText('Orchard scale')).toBeInTheDocument();
    expect(screen.queryByText(NEW_SECRET, { exact: false })).not.toBeInTheDocument();
  });

  it('asks a BEEP base for its calibration before it is sent', async () => {
    serveScales([]);
    const sent = recordBodies(routes.createHiveScale, () => HttpResponse.json({}, { status: 500 }));
    const { user } = renderCard();
    await user.click(await card().findByRole('button', { name: 'Add a scale' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a scale' }));
    await user.type(await dialog.findByLabelText('Name'), 'Base');
    await user.click(dialog.getByRole('button', { name: 'Add a scale' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(/A BEEP base needs its calibration/);
    expect(sent).toEqual([]);
  });

  it('keeps Add a scale off without a connection, and says why', async () => {
    serveScales([]);
    renderCard();
    const add = await card().findByRole('button', { name: 'Add a scale' });
    act(() => onlineManager.setOnline(false));
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(/Adding a scale needs a connection, as its secret is shown only once/);
  });

  it("edits a BEEP base's name, calibration and empty-hive weight, online only", async () => {
    const scale = buildScale({ kind: 'beep-base', calibration: { offset: 1000, kgPerUnit: 0.01 } });
    serveScales([scale]);
    serveWeightChart(buildWeightChart());
    const sent = recordBodies(routes.updateHiveScale, { id: scale.id }, (body) =>
      HttpResponse.json({ ...scale, ...body }),
    );
    const { user } = renderCard();
    await user.click(await card().findByRole('button', { name: 'Edit Garden scale' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Garden scale' }));
    const name = await dialog.findByLabelText('Name');
    expect(dialog.getByLabelText('Kilograms per unit')).toHaveValue(0.01);
    act(() => onlineManager.setOnline(false));
    expect(dialog.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription(/Saving needs a connection/);
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    act(() => onlineManager.setOnline(true));

    await user.clear(name);
    await user.type(name, 'Home scale');
    await user.clear(dialog.getByLabelText('Raw value with nothing on it'));
    await user.type(dialog.getByLabelText('Raw value with nothing on it'), '1250');
    await user.type(dialog.getByLabelText('Empty hive weight (kg, optional)'), '38.5');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ name: 'Home scale', calibration: { offset: 1250, kgPerUnit: 0.01 }, emptyHiveKg: 38.5 }]);
  });

  it('gives a scale a new secret once asked, and shows it once', async () => {
    const scale = buildScale({ kind: 'beep-base', calibration: { offset: 1000, kgPerUnit: 0.01 } });
    serveScales([scale]);
    serveWeightChart(buildWeightChart());
    server.use(
      http.post(apiUrl(routes.renewHiveScaleSecret, { id: scale.id }), () =>
        HttpResponse.json({ scale, secret: NEW_SECRET, uplinkPath: UPLINK_PATH }),
      ),
    );
    const { user } = renderCard();
    await user.click(await card().findByRole('button', { name: 'New secret for Garden scale' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Give Garden scale a new secret?' }));
    expect(question.getByText(/The old secret stops working at once/)).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Make a new secret' }));
    const secret = within(await screen.findByRole('dialog', { name: 'Connect Garden scale' }));
    expect(secret.getByText(`Authorization: Bearer ${NEW_SECRET}`)).toBeInTheDocument();
  });

  it('imports a file of readings and says what came of it in words', async () => {
    serveScales([buildScale()]);
    serveWeightChart(buildWeightChart());
    const sent = recordBodies(routes.importHiveScaleReadings, () =>
      HttpResponse.json({ added: 2880, alreadyThere: 12, skipped: 3 }),
    );
    const { user } = renderCard();
    await user.click(await card().findByRole('button', { name: 'Import readings into Garden scale' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import readings into Garden scale' }));
    expect(await dialog.findByLabelText('Format')).toHaveAccessibleDescription(/Columns: timestamp/);
    const csv = 'timestamp,weight_kg,temperature_c,humidity_percent\n2026-05-01T12:00:00Z,42.5,34.1,61.2\n';
    await user.upload(dialog.getByLabelText('File'), new File([csv], 'readings.csv', { type: 'text/csv' }));
    await user.click(dialog.getByRole('button', { name: 'Import' }));

    expect(await dialog.findByText('Added 2,880 readings, 12 were already there, 3 skipped')).toBeInTheDocument();
    expect(sent).toEqual([{ format: 'hivekeeper-csv', text: csv.trim() }]);
  });

  it('sends a HiveScale file with its channel', async () => {
    serveScales([buildScale({ kind: 'file' })]);
    serveWeightChart(buildWeightChart());
    const sent = recordBodies(routes.importHiveScaleReadings, () =>
      HttpResponse.json({ added: 1, alreadyThere: 0, skipped: 0 }),
    );
    const { user } = renderCard();
    await user.click(await card().findByRole('button', { name: 'Import readings into Garden scale' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import readings into Garden scale' }));
    await user.selectOptions(await dialog.findByLabelText('Format'), 'HiveScale SD card (NDJSON)');
    await user.selectOptions(dialog.getByLabelText('HiveScale channel'), 'Channel 2');
    await user.upload(dialog.getByLabelText('File'), new File(['{"t":1}'], 'log.ndjson'));
    await user.click(dialog.getByRole('button', { name: 'Import' }));
    expect(await dialog.findByText('Added 1 reading, 0 were already there, 0 skipped')).toBeInTheDocument();
    expect(sent).toEqual([{ format: 'hivescale-ndjson', text: '{"t":1}', channel: 2 }]);
  });

  it('shows a free beekeeper what scales do and the upgrade, not an Add button', async () => {
    serveScales([]);
    renderCard(buildUser());
    expect(await card().findByText('Hive scales are a Pro feature')).toBeInTheDocument();
    expect(card().getByText(/HiveKeeper charts the weight, temperature and humidity/)).toBeInTheDocument();
    expect(card().getByRole('button', { name: /Upgrade/ })).toBeInTheDocument();
    expect(card().queryByRole('button', { name: 'Add a scale' })).not.toBeInTheDocument();
  });

  it('lets a viewer of a shared account read the scales and change nothing', async () => {
    setActingAccountId('owner-1');
    server.use(
      http.get(apiUrl(routes.getActingAccount), () =>
        HttpResponse.json({
          accountId: 'owner-1',
          name: 'Maya Keeper',
          role: 'viewer',
          own: false,
          planState: 'active',
        }),
      ),
    );
    serveScales([buildScale()]);
    serveWeightChart(buildWeightChart());
    const { queryClient } = renderCard();
    expect(await card().findByText('Garden scale')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(card().queryByRole('button')).not.toBeInTheDocument();
  });
});
