import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HIVE_LABEL_MESSAGES } from '@shared/messages/hive-labels';
import type { HiveLabel } from '@shared/schemas/hive-label';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { activateLocale } from '@/lib/i18n/catalog';
import { renderWithApp } from '@/testing/render';
import { buildHive } from '@/testing/records';
import { apiUrl, recordBodies, serveBeekeeper, server } from '@/testing/server';
import { LabelSheetScreen } from './label-sheet-screen';

const labelled = buildHive({ id: '01HV000000000000000000H1V1', name: 'Buttercup' });
const bare = buildHive({ id: '01HV000000000000000000H1V2', name: 'Clover' });

function labelOf(code: string, hiveId: string | null, hiveName: string | null = null): HiveLabel {
  const at = '2026-05-01T08:00:00.000Z';
  return { code, hiveId, hiveName, apiaryId: null, createdAt: at, version: at };
}

/** The beekeeper's two hives, Buttercup labelled already, and a server that makes codes in order. */
function beekeeperWithLabels() {
  serveBeekeeper({ hives: [labelled, bare] });
  server.use(
    http.get(apiUrl(routes.listHiveLabels), () => HttpResponse.json([labelOf('K7Q4MX', labelled.id, labelled.name)])),
  );
  let made = 0;
  const nextCode = () => `ABC${String(100 + made++)}`;
  return recordBodies(routes.createHiveLabels, (body) => {
    const hiveIds = body.hiveIds as string[];
    const forHives = hiveIds.map((id) => labelOf(nextCode(), id, id === bare.id ? bare.name : null));
    const blanks = Array.from({ length: Number(body.blankCount) }, () => labelOf(nextCode(), null));
    return HttpResponse.json([...forHives, ...blanks], { status: 201 });
  });
}

describe('the label sheet', () => {
  it("prints a hive's existing code again, makes codes for the rest, and lays them out on the stock's sheets", async () => {
    const bodies = beekeeperWithLabels();
    const { user } = renderWithApp(<LabelSheetScreen />, { path: paths.app.labels.getHref('print') });

    await user.selectOptions(screen.getByLabelText(HIVE_LABEL_MESSAGES.stock), 'avery-l7163');
    const blank = screen.getByLabelText(HIVE_LABEL_MESSAGES.blankCount);
    await user.clear(blank);
    await user.type(blank, '14');
    await user.click(screen.getByRole('button', { name: HIVE_LABEL_MESSAGES.makeLabels }));

    // Buttercup keeps K7Q4MX: only Clover and the blank labels get new codes.
    await waitFor(() => expect(bodies).toEqual([{ hiveIds: [bare.id], blankCount: 14 }]));
    const sheets = await screen.findAllByRole('region', { name: /^Sheet \d of 2$/ });
    // 16 labels on Avery L7163's 14 a sheet.
    expect(sheets.map((sheet) => within(sheet).getAllByTestId('hive-label').length)).toEqual([14, 2]);
    const [first, second] = within(sheets[0] as HTMLElement).getAllByTestId('hive-label');
    expect(first).toHaveTextContent('ButtercupK7Q-4MX');
    expect(second).toHaveTextContent('CloverABC-100');
    expect(within(first as HTMLElement).getByRole('img')).toHaveAttribute(
      'data-qr',
      `${window.location.origin}/l/K7Q4MX`,
    );
    expect(first).toHaveStyle({ width: '99.1mm', height: '38.1mm' });
    expect(screen.getByRole('button', { name: HIVE_LABEL_MESSAGES.print })).toBeInTheDocument();
  });

  it('asks for hives or blank labels before making any', async () => {
    const bodies = beekeeperWithLabels();
    const { user } = renderWithApp(<LabelSheetScreen />, { path: paths.app.labels.getHref('print') });
    await user.click(screen.getByRole('radio', { name: HIVE_LABEL_MESSAGES.chosenHives }));
    await user.click(screen.getByRole('button', { name: HIVE_LABEL_MESSAGES.makeLabels }));
    expect(await screen.findByText('Choose hives or a number of blank labels')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('speaks German to a German beekeeper, on the screen and on the printed labels', async () => {
    await activateLocale('de');
    beekeeperWithLabels();
    const { user } = renderWithApp(<LabelSheetScreen />, { path: paths.app.labels.getHref('print') });

    expect(screen.getByRole('heading', { name: 'Stockkarten-Etiketten' })).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: 'Avery 5160 (US-Letter, 30 Etiketten, 2 5/8 x 1 in)' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Ausgewählte Völker' }));
    const blank = screen.getByLabelText('Leere Etiketten');
    await user.clear(blank);
    await user.type(blank, '1');
    await user.click(screen.getByRole('button', { name: 'Etiketten erstellen' }));

    const sheet = await screen.findByRole('region', { name: 'Bogen 1 von 1' });
    expect(within(sheet).getByTestId('hive-label')).toHaveTextContent('Nicht zugeordnet');
    expect(screen.getByText(/^1 Etikett, 21 pro Bogen\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeInTheDocument();
  });
});
