import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { winterLosses, type ColonyLife } from '@shared/rules/winter-losses';
import type { WinterLossesAnswer } from '@shared/schemas/winter-losses';
import { activateLocale } from '@/lib/i18n/catalog';
import { routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, server, signInAs } from '@/testing/server';
import { WinterLossesScreen } from './winter-losses-screen';

const HOME = { id: '01HV000000000000000000HOME', name: 'Home yard', latitude: '51.5' };
const HILL = { id: '01HV000000000000000000HILL', name: 'Hill', latitude: null };
const KAROO = { id: '01HV00000000000000000KAROO', name: 'Karoo', latitude: '-33.9' };

const life = (
  apiaryId: string,
  startedOn: string,
  endedOn: string | null = null,
  endReason: ColonyLife['endReason'] = null,
) => ({
  apiaryId,
  startedOn,
  endedOn,
  endReason,
});

/** A past winter and one under way, answered as the server answers them: through the shared rule. */
const WINTERS: WinterLossesAnswer['winters'] = winterLosses(
  [
    life(HOME.id, '2024-05-01', '2025-01-10', 'dead'),
    life(HOME.id, '2024-05-01', '2025-02-01', 'queen_problem'),
    life(HOME.id, '2024-05-01', '2024-12-01', 'combined'),
    life(HOME.id, '2024-05-01'),
    life(HOME.id, '2025-03-01'),
    life(HILL.id, '2024-05-01', '2025-11-01', 'disaster'),
    life(KAROO.id, '2025-01-01', '2025-06-01', 'dead'),
    life(KAROO.id, '2025-01-01'),
  ],
  [HOME, HILL, KAROO],
  '2026-03-01',
);

function serveWinterLosses(answer: WinterLossesAnswer | Promise<never>) {
  server.use(http.get(apiUrl(routes.getWinterLosses), async () => HttpResponse.json(await answer)));
}

function renderScreen() {
  signInAs(buildUser());
  return renderWithApp(<WinterLossesScreen />);
}

const region = (name: string | RegExp) => within(screen.getByRole('region', { name }));
const rowTexts = (name: string | RegExp) =>
  region(name)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Winter losses screen', () => {
  it('charts the loss rate per winter and tables each winter by apiary with the causes, explained', async () => {
    serveWinterLosses({ winters: WINTERS });
    renderScreen();

    expect(await screen.findByRole('heading', { level: 1, name: 'Winter losses' })).toBeInTheDocument();
    const chart = await screen.findByRole('region', { name: 'Loss rate per winter' });
    expect(within(chart).getByText('2025/26 (in progress): 33.3% · 2024/25 · 2025: 50.0%')).toBeInTheDocument();
    expect(await within(chart).findByTestId('winter-loss-chart')).toHaveAttribute('aria-hidden', 'true');

    expect(rowTexts('Winter 2024/25 · 2025')).toEqual([
      [
        'Apiary',
        'Colonies going into winter',
        'Lost: dead or too weak',
        'Lost: unsolvable queen problems',
        'Lost: natural disaster',
        'Total lost',
        'Loss rate %',
        'United',
        'Sold',
        'Added during winter',
      ],
      ['Home yard', '3', '1', '1', '0', '2', '66.7%', '1', '0', '1'],
      ['Hill', '1', '0', '0', '0', '0', '0.0%', '0', '0', '0'],
      ['Karoo', '2', '1', '0', '0', '1', '50.0%', '0', '0', '0'],
      ['All apiaries', '6', '2', '1', '0', '3', '50.0%', '1', '0', '1'],
    ]);
    expect(rowTexts('Winter 2025/26 (in progress)').slice(1)).toEqual([
      ['Home yard', '2', '0', '0', '0', '0', '0.0%', '0', '0', '0'],
      ['Hill', '1', '0', '0', '1', '1', '100.0%', '0', '0', '0'],
      ['All apiaries', '3', '0', '0', '1', '1', '33.3%', '0', '0', '0'],
    ]);

    const definition = region('How the losses are counted');
    expect(
      definition.getByText(/colonies lost during a winter divided by the colonies that went into it/),
    ).toBeVisible();
    expect(
      within(definition.getByRole('list', { name: 'Winter used per apiary' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Home yard: Northern (1 October to 1 April)',
      'Hill: Northern, as the apiary has no coordinates (add its latitude to change it)',
      'Karoo: Southern (1 April to 1 October)',
    ]);
    await expectNoSeriousA11yViolations('the Winter losses screen');
  });

  it("downloads the figures for the COLOSS survey, in the survey's terms", async () => {
    serveWinterLosses({ winters: WINTERS });
    const saved: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:winter-losses';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Download for the COLOSS survey' }));
    expect(names).toEqual([expect.stringMatching(/^hivekeeper-winter-losses-\d{4}-\d{2}-\d{2}\.csv$/)]);
    const csv = (await saved[0]?.text())?.split('\r\n') ?? [];
    expect(csv[0]).toBe(
      'Winter,Apiary,Colonies going into winter,Lost: dead or too weak,Lost: unsolvable queen problems,Lost: natural disaster,Total lost,Loss rate %,United,Sold,Added during winter',
    );
    expect(csv).toContain('2024/25 · 2025,All apiaries,6,2,1,0,3,50.0,1,0,1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:winter-losses');
  });

  it('speaks German to a German beekeeper: headings, causes, rates with a decimal comma, and the CSV', async () => {
    await activateLocale('de');
    serveWinterLosses({ winters: WINTERS });
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:winter-losses';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderScreen();

    expect(await screen.findByRole('heading', { level: 1, name: 'Winterverluste' })).toBeInTheDocument();
    const table = within(await screen.findByRole('region', { name: 'Winter 2025/26 (läuft noch)' }));
    expect(table.getByRole('columnheader', { name: 'Verloren: Weiselprobleme' })).toBeInTheDocument();
    expect(rowTexts('Winter 2024/25 · 2025')[4]).toEqual([
      'Alle Bienenstände',
      '6',
      '2',
      '1',
      '0',
      '3',
      '50,0\u00a0%', // a no-break space before the sign, as German writes it
      '1',
      '0',
      '1',
    ]);
    // The beekeeper's own names are not for a translator.
    for (const name of screen.getAllByText('Karoo')) expect(name).toHaveAttribute('translate', 'no');

    await user.click(screen.getByRole('button', { name: 'Für die COLOSS-Umfrage herunterladen' }));
    const csv = (await saved[0]?.text()) ?? '';
    expect(csv.split('\r\n')[0]).toMatch(/^Winter,Bienenstand,Eingewinterte Völker,/);
    expect(csv).toContain('2024/25 · 2025,Alle Bienenstände,6,2,1,0,3,50.0,1,0,1');
  });

  it('says when no winter has been counted yet, with nothing to download', async () => {
    serveWinterLosses({ winters: [] });
    renderScreen();
    expect(await screen.findByText(/No winter to count yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download for the COLOSS survey' })).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations('the empty Winter losses screen');
  });

  it('shows the loading state, then the error with Retry, which loads again', async () => {
    server.use(http.get(apiUrl(routes.getWinterLosses), () => delay('infinite')));
    const first = renderScreen();
    expect(screen.getByRole('status')).toHaveTextContent('Loading winter losses...');
    first.unmount();

    server.use(http.get(apiUrl(routes.getWinterLosses), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { user } = renderScreen();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      "We couldn't load your winter losses",
    );
    serveWinterLosses({ winters: WINTERS });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Loss rate per winter' })).toBeInTheDocument();
  });
});
