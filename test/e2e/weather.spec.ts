/**
 * A beekeeper on a phone opens the dashboard with one apiary that has coordinates. The local stack has no way to the
 * weather provider, so the Weather card says 'Weather unavailable' and offers no forecast: the API answers that
 * plainly (no 5xx), the page logs no error, holds at 390 px and passes axe.
 */
import { expect, test } from '@playwright/test';
import type { Apiary } from '../../shared/schemas/apiary';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { apiFor, createAccount, openSignedIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/screens';

test.use({ viewport: { width: 390, height: 844 } });

test("the dashboard's Weather card says the weather is unavailable when the provider can't be reached", async ({
  page,
}) => {
  const account = await createAccount('weather');
  const api = await apiFor(account);
  const apiary = await api<Apiary>(routes.createApiary.method, apiPath(routes.createApiary), {
    name: 'Hill Apiary',
    location: 'South slope',
    latitude: '45.5231',
    longitude: '-122.6765',
  });
  expect(apiary.status, JSON.stringify(apiary.body)).toBe(201);

  const serverErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await openSignedIn(page, account);
  const card = page.getByRole('region', { name: 'Weather' });
  await expect(card.getByLabel('Weather at apiary')).toHaveValue(apiary.body.id);
  await expect(card.getByText('Weather unavailable')).toBeVisible();
  // No weather, no forecast to offer: the card stays compact.
  await expect(card.getByRole('button', { name: 'Show 5-Day Forecast' })).toHaveCount(0);

  await expectNoSidewaysScroll(page, 'the dashboard with the Weather card');
  await expectNoSeriousA11yViolations(page, 'the dashboard with the Weather card');
  expect(serverErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
