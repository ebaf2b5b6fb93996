import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { WeatherAnswer } from '@shared/schemas/weather';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { buildApiary, buildHive } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { apiUrl, serveBeekeeper, serveInspections, server } from '@/testing/server';
import { InspectionsRoute } from './inspections';

const HOME_YARD = buildApiary({
  id: '01HV000000000000000000APA1',
  name: 'Home Yard',
  latitude: '45.52',
  longitude: '-122.68',
});
const RIVER_YARD = buildApiary({
  id: '01HV000000000000000000APA2',
  name: 'River Yard',
  latitude: '44.05',
  longitude: '-123.09',
});
const buttercup = buildHive({ id: '01HV000000000000000000H1V1', name: 'Buttercup', apiaryId: HOME_YARD.id });
const clover = buildHive({ id: '01HV000000000000000000H1V2', name: 'Clover', apiaryId: RIVER_YARD.id });

const WEATHER: Record<string, WeatherAnswer> = {
  [HOME_YARD.id]: {
    available: true,
    current: { temp: 72, wind_speed: 5, humidity: 50, weather: [{ main: 'Clear', description: 'clear sky' }] },
    forecast: [],
  },
  [RIVER_YARD.id]: {
    available: true,
    current: { temp: 45, wind_speed: 5, humidity: 80, weather: [{ main: 'Clouds', description: 'overcast' }] },
    forecast: [],
  },
};

describe("the record inspection dialog on /inspections: today's weather advice", () => {
  it("shows the advice for the chosen hive's apiary while the inspection is dated today", async () => {
    serveBeekeeper({ apiaries: [HOME_YARD, RIVER_YARD], hives: [buttercup, clover] });
    serveInspections([]);
    server.use(
      http.get(apiUrl(routes.getWeather), ({ request }) =>
        HttpResponse.json(WEATHER[new URL(request.url).searchParams.get('apiaryId') ?? '']),
      ),
    );
    const { user } = renderWithApp(<InspectionsRoute />, { path: paths.app.inspections.getHref() });

    await user.click(await screen.findByRole('button', { name: 'Record Inspection' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record Inspection' }));
    const hive = await dialog.findByLabelText('Hive', {}, { timeout: 8_000 });
    expect(dialog.queryByText(/^Today at/)).not.toBeInTheDocument();

    await user.selectOptions(hive, 'Buttercup');
    expect(await dialog.findByText('Today at Home Yard: 72°F, clear. Perfect for inspections')).toBeInTheDocument();
    await expectNoSeriousA11yViolations('the record dialog with its weather advice');

    await user.selectOptions(hive, 'Clover');
    expect(await dialog.findByText('Today at River Yard: 45°F, clouds. Too cold for inspections')).toBeInTheDocument();

    // An inspection recorded for another day: today's weather says nothing about it.
    await user.clear(dialog.getByLabelText('Date'));
    await user.type(dialog.getByLabelText('Date'), '2026-06-12');
    expect(dialog.queryByText(/^Today at/)).not.toBeInTheDocument();
  });
});
