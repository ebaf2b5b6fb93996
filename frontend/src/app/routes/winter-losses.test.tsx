import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, server, signInAs } from '@/testing/server';
import { WinterLossesRoute } from './winter-losses';

it('names the Winter losses page in the title as its heading does', async () => {
  server.use(http.get(apiUrl(routes.getWinterLosses), () => HttpResponse.json({ winters: [] })));
  signInAs(buildUser());
  renderWithApp(<WinterLossesRoute />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Winter losses' })).toBeInTheDocument();
  expect(document.title).toBe('Winter losses · HiveKeeper');
});
