import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_PREFERENCES } from '@shared/domain/user-preferences';
import { paths } from '@/config/paths';
import { activateLocale } from '@/lib/i18n/catalog';
import { routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { buildHiveYieldForecast, buildYieldForecast, serveYieldForecast } from '@/testing/production';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, server, signInAs } from '@/testing/server';
import { YieldForecastCard } from './yield-forecast-card';

function renderCard(units: 'imperial' | 'metric' = 'imperial') {
  signInAs(
    buildUser({
      subscriptionPlan: 'pro',
      subscriptionStatus: 'active',
      preferences: { ...DEFAULT_USER_PREFERENCES, units },
    }),
  );
  return renderWithApp(<YieldForecastCard />);
}

const card = () => screen.getByRole('region', { name: 'Yield Forecast' });
const figure = (label: string) => within(card()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the Yield Forecast card', () => {
  it("shows this season's low, expected and high honey, what is harvested, each hive and how the figure was made", async () => {
    serveYieldForecast(buildYieldForecast());
    renderCard();

    expect(await within(card()).findByText('Honey expected this season (2026).')).toBeInTheDocument();
    expect([figure('Low'), figure('Expected'), figure('High')]).toEqual(['70 lbs', '110.2 lbs', '140 lbs']);
    expect(within(card()).getByText(/Already harvested this season/)).toHaveTextContent(
      'Already harvested this season: 22.1 lbs',
    );
    const hives = within(within(card()).getByRole('region', { name: 'Per hive' })).getAllByRole('listitem');
    expect(hives.map((hive) => hive.textContent)).toEqual([
      'Golden CombStrongExpected 65.2 lbs (from 30 lbs to 60 lbs)',
      'ButtercupWeakExpected 45 lbs (from 40 lbs to 80 lbs), 22.1 lbs harvested',
    ]);
    const inputs = within(within(card()).getByRole('region', { name: 'How this figure was made' })).getAllByRole(
      'listitem',
    );
    expect(inputs.map((input) => input.textContent)).toEqual([
      'Active hives: 2',
      'Your history: 2 seasons, 58.1 lbs per hive on average',
      'Colony strength: 1 strong, 1 weak',
    ]);
    await expectNoSeriousA11yViolations('the Yield Forecast card');
  });

  it("writes the figures and the notes in kg for a metric beekeeper, and names a southern season's two years", async () => {
    serveYieldForecast(
      buildYieldForecast({
        season: 2025,
        hemisphere: 'southern',
        inputs: [
          { key: 'history', seasons: 0, perHiveLbs: null },
          { key: 'baseline', region: 'us', perColonyLbs: 51.7 },
          { key: 'weighting', historyPercent: 0 },
          { key: 'harvest_months', source: 'typical', months: [12, 1, 2, 3] },
          { key: 'season_progress', toComePercent: 70, hemisphere: 'southern' },
          { key: 'harvested', lbs: 22.05 },
          { key: 'scale_gain', hives: 1, lbs: 11.03 },
          { key: 'colony_strength', hives: { strong: 0, average: 0, weak: 0, not_inspected: 2 } },
        ],
      }),
    );
    renderCard('metric');

    expect(await within(card()).findByText('Honey expected this season (2025-26).')).toBeInTheDocument();
    // 70, 110.2 and 140 lbs.
    expect([figure('Low'), figure('Expected'), figure('High')]).toEqual(['31.8 kg', '50 kg', '63.5 kg']);
    expect(within(card()).getByText(/Already harvested this season/)).toHaveTextContent('10 kg');
    const inputs = within(within(card()).getByRole('region', { name: 'How this figure was made' })).getAllByRole(
      'listitem',
    );
    expect(inputs.map((input) => input.textContent)).toEqual([
      'Your history: No past seasons recorded',
      'Regional baseline: US average (USDA NASS Honey report, 2024): 23.5 kg per colony',
      'Weighting: 0% your history, 100% baseline',
      'Harvest months: Typical harvests: Dec, Jan, Feb, Mar',
      'Season so far: 70% of the usual harvest still to come (southern hemisphere)',
      'Harvested this season: 10 kg',
      'Gained on scales: 1 hive gained 5 kg this season, counted as honey made',
      'Colony strength: 2 not inspected (counted as average)',
    ]);
  });

  it('speaks German to a German beekeeper: figures, strengths, counts and months the German way', async () => {
    serveYieldForecast(
      buildYieldForecast({
        inputs: [
          { key: 'history', seasons: 2, perHiveLbs: 58.1 },
          { key: 'harvest_months', source: 'own', months: [7, 8] },
          { key: 'colony_strength', hives: { strong: 1, average: 0, weak: 1, not_inspected: 0 } },
        ],
      }),
    );
    await activateLocale('de');
    renderCard('metric');

    const forecast = await screen.findByRole('region', { name: 'Ertragsprognose' });
    expect(await within(forecast).findByText('Erwarteter Honig in dieser Saison (2026).')).toBeInTheDocument();
    expect(within(forecast).getByText('Erwartet', { selector: 'dt' }).nextElementSibling).toHaveTextContent('50 kg');
    expect(within(forecast).getByText('Stark')).toBeInTheDocument();
    const inputs = within(within(forecast).getByRole('region', { name: 'So entsteht diese Zahl' })).getAllByRole(
      'listitem',
    );
    expect(inputs.map((input) => input.textContent)).toEqual([
      'Ihre Vorjahre: 2 Saisons, im Schnitt 26,4 kg je Volk',
      'Erntemonate: Ihre Ernten: Jul, Aug',
      'Volksstärke: 1 starkes, 1 schwaches',
    ]);
  });

  it("says the season's harvest is in once nothing more is to come, with each hive's harvest", async () => {
    serveYieldForecast(
      buildYieldForecast({
        total: { harvestedLbs: 130.5, lowLbs: 130.5, expectedLbs: 130.5, highLbs: 130.5 },
        hives: [
          buildHiveYieldForecast({ harvestedLbs: 90.5, lowLbs: 90.5, expectedLbs: 90.5, highLbs: 90.5 }),
          buildHiveYieldForecast({
            hiveId: 'hive-2',
            hiveName: 'Meadow One',
            strength: 'weak',
            harvestedLbs: 40,
            lowLbs: 40,
            expectedLbs: 40,
            highLbs: 40,
          }),
        ],
      }),
    );
    renderCard();

    expect(
      await within(card()).findByText("This season's harvest is in: nothing more is expected before next season."),
    ).toBeInTheDocument();
    expect(within(card()).queryByText('Expected', { selector: 'dt' })).not.toBeInTheDocument();
    expect(within(card()).getByText(/Harvested this season/)).toHaveTextContent('Harvested this season: 130.5 lbs');
    const hives = within(within(card()).getByRole('region', { name: 'Per hive' })).getAllByRole('listitem');
    expect(hives.map((hive) => hive.textContent)).toEqual([
      'Golden CombAverageHarvested 90.5 lbs',
      'Meadow OneWeakHarvested 40 lbs',
    ]);
  });

  it('never says the harvest is in when nothing was harvested, and shows no 0 lbs', async () => {
    serveYieldForecast(
      buildYieldForecast({
        total: { harvestedLbs: 0, lowLbs: 0, expectedLbs: 0, highLbs: 0 },
        hives: [buildHiveYieldForecast({ harvestedLbs: 0, lowLbs: 0, expectedLbs: 0, highLbs: 0 })],
      }),
    );
    renderCard();

    expect(
      await within(card()).findByText('No honey was harvested this season, and none is expected before next season.'),
    ).toBeInTheDocument();
    expect(within(card()).queryByText(/harvest is in/)).not.toBeInTheDocument();
    expect(within(card()).queryByText(/0 lbs/)).not.toBeInTheDocument();
    const hives = within(within(card()).getByRole('region', { name: 'Per hive' })).getAllByRole('listitem');
    expect(hives.map((hive) => hive.textContent)).toEqual(['Golden CombAverageNothing harvested']);
  });

  it('shows the first 10 hives of many, and all of them on request', async () => {
    const hives = Array.from({ length: 12 }, (_, index) =>
      buildHiveYieldForecast({ hiveId: `hive-${index}`, hiveName: `Hive ${index + 1}` }),
    );
    serveYieldForecast(buildYieldForecast({ hives }));
    const { user } = renderCard();

    const perHive = await within(card()).findByRole('region', { name: 'Per hive' });
    expect(within(perHive).getAllByRole('listitem')).toHaveLength(10);
    const showAll = within(perHive).getByRole('button', { name: 'Show all 12 hives' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(showAll);
    expect(within(perHive).getAllByRole('listitem').at(-1)).toHaveTextContent('Hive 12');
    expect(within(perHive).getByRole('button', { name: 'Show the first 10 hives' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('says there is nothing to forecast without active hives, and leads to the hives', async () => {
    serveYieldForecast(
      buildYieldForecast({
        hives: [],
        total: { harvestedLbs: 0, lowLbs: 0, expectedLbs: 0, highLbs: 0 },
        inputs: [{ key: 'active_hives', count: 0 }],
      }),
    );
    renderCard();

    expect(await within(card()).findByText(/No active hives to forecast yet/)).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'Go to your hives' })).toHaveAttribute(
      'href',
      paths.app.hives.getHref(),
    );
    expect(within(card()).queryByText('Expected')).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations('the empty Yield Forecast card');
  });

  it('shows it is loading', async () => {
    server.use(http.get(apiUrl(routes.getYieldForecast), () => delay('infinite')));
    renderCard();

    expect(await within(card()).findByRole('status')).toHaveTextContent('Loading the yield forecast...');
  });

  it('says when the forecast could not be loaded, and retries', async () => {
    server.use(
      http.get(apiUrl(routes.getYieldForecast), () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const { user } = renderCard();

    expect(await within(card()).findByRole('alert')).toHaveTextContent("We couldn't load your yield forecast.");
    await expectNoSeriousA11yViolations('the Yield Forecast card in error');
    serveYieldForecast(buildYieldForecast());
    await user.click(within(card()).getByRole('button', { name: 'Retry' }));
    expect(await within(card()).findByText('Golden Comb')).toBeInTheDocument();
  });
});
