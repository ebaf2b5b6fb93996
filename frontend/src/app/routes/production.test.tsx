import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import {
  buildYieldForecast,
  serveProduction,
  serveProductionSummaries,
  serveYieldForecast,
} from '@/testing/production';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, serveBeekeeper, server } from '@/testing/server';
import { ProductionRoute } from './production';

function renderRoute() {
  return renderWithApp(<ProductionRoute />, { path: paths.app.production.getHref() });
}

describe('/production', () => {
  it('meets a free beekeeper with the paywall, asks nothing of the production API, and closing it goes to the dashboard', async () => {
    serveBeekeeper({ user: buildUser() });
    const asked: string[] = [];
    server.use(
      http.get(apiUrl(routes.listProduction), ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json([]);
      }),
      http.get(apiUrl(routes.getProductionSummary), ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({}, { status: 402 });
      }),
    );
    const { user } = renderRoute();

    const paywall = await screen.findByRole('dialog', { name: 'Production Tracking is a Pro feature' });
    expect(paywall).toHaveAccessibleDescription(/Record every harvest/);
    expect(document.title).toBe('Production Tracking · HiveKeeper');
    expect(screen.queryByRole('heading', { level: 1, name: 'Production Tracking' })).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations('the Production Tracking paywall');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(asked).toEqual([]);
  });

  it('shows an admin on the free plan the screen itself', async () => {
    serveBeekeeper({ user: buildUser({ isAdmin: true }) });
    serveProduction([]);
    serveProductionSummaries({});
    serveYieldForecast(buildYieldForecast());
    renderRoute();

    expect(await screen.findByRole('heading', { level: 1, name: 'Production Tracking' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No harvests recorded yet' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
