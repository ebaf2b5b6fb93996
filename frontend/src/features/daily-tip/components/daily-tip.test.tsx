import { screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dailyTipOn } from '@shared/rules/daily-tips';
import { activateLocale } from '@/lib/i18n/catalog';
import { routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { buildApiary, buildDashboardMetrics } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, serveApiaries, serveDashboardMetrics, server, signInAs } from '@/testing/server';
import { dailyTipShownKey } from '../utils/daily-tip-turn';
import { DailyTip } from './daily-tip';

const USER = buildUser({ id: 'beekeeper-7' });
const TODAY = new Date(2026, 0, 15, 8);
const TOMORROW = new Date(2026, 0, 16, 8);
const shownKey = dailyTipShownKey(USER.id);

function renderTip() {
  signInAs(USER);
  return renderWithApp(<DailyTip userId={USER.id} />);
}

const findTipDialog = () => screen.findByRole('dialog', { name: 'Daily Beekeeping Tip' });

/** No dialog comes, given the time a due one takes to show (its figures, chunk and apiaries). */
const expectNoTipDialog = () => expect(screen.findByRole('dialog', {}, { timeout: 1_500 })).rejects.toThrow();

// The dialog is a lazy chunk: compile it once up front, so a test that waits for it to stay away waits long enough.
beforeAll(async () => {
  await import('./daily-tip-dialog');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  serveDashboardMetrics(buildDashboardMetrics());
  serveApiaries([buildApiary({ latitude: '51.5072', longitude: '-0.1276' })]);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the Daily Beekeeping Tip', () => {
  it('stays away on the first visit in a browser and keeps the day, so it starts tomorrow', async () => {
    renderTip();
    await waitFor(() => expect(localStorage.getItem(shownKey)).toBe('2026-01-15'));
    await expectNoTipDialog();
  });

  it("shows the day's tip for a northern beekeeper on a later day", async () => {
    localStorage.setItem(shownKey, '2026-01-14');
    renderTip();
    const dialog = await findTipDialog();
    const tip = dailyTipOn(TODAY, 'northern');
    expect(['all', 'winter']).toContain(tip?.season);
    expect(dialog).toHaveTextContent(tip?.title ?? 'no tip');
    expect(dialog).toHaveTextContent(tip?.tip ?? 'no tip');
    expect(screen.getByRole('button', { name: 'Got it!' })).toHaveFocus();
    await expectNoSeriousA11yViolations('the daily tip dialog');
  });

  it("writes a metric beekeeper's tip in °C first", async () => {
    // A day whose tip names the temperature below which no hive is opened.
    const day = [...Array(20).keys()]
      .map((offset) => new Date(2026, 0, 10 + offset, 8))
      .find((date) => dailyTipOn(date, 'northern')?.title === 'Keep hives closed in the cold');
    expect(day).toBeDefined();
    vi.setSystemTime(day ?? TODAY);
    localStorage.setItem(shownKey, '2026-01-01');
    signInAs(buildUser({ id: USER.id, preferences: { ...USER.preferences, units: 'metric' } }));
    renderWithApp(<DailyTip userId={USER.id} />);
    expect(await findTipDialog()).toHaveTextContent("Don't open a hive below 10 °C (50 °F).");
  });

  it('speaks a German beekeeper’s language, the figures in their units', async () => {
    await activateLocale('de');
    const day = [...Array(20).keys()]
      .map((offset) => new Date(2026, 0, 10 + offset, 8))
      .find((date) => dailyTipOn(date, 'northern')?.id === 'coldHives');
    vi.setSystemTime(day ?? TODAY);
    localStorage.setItem(shownKey, '2026-01-01');
    signInAs(buildUser({ id: USER.id, preferences: { ...USER.preferences, units: 'metric' } }));
    renderWithApp(<DailyTip userId={USER.id} />);
    const dialog = await screen.findByRole('dialog', { name: 'Imkertipp des Tages' });
    expect(dialog).toHaveTextContent('Ganzjährig: Beuten bei Kälte geschlossen halten');
    expect(dialog).toHaveTextContent('Öffnen Sie keine Beute unter 10 °C (50 °F).');
    expect(screen.getByRole('button', { name: 'Verstanden!' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Heute nicht mehr zeigen' })).toBeInTheDocument();
  });

  it('shows a southern beekeeper a tip of their own season', async () => {
    serveApiaries([buildApiary({ latitude: '-41.2865', longitude: '174.7762' })]);
    // A day whose northern and southern tips differ.
    const day = [...Array(10).keys()]
      .map((offset) => new Date(2026, 0, 10 + offset, 8))
      .find((date) => dailyTipOn(date, 'southern') !== dailyTipOn(date, 'northern'));
    expect(day).toBeDefined();
    vi.setSystemTime(day ?? TODAY);
    localStorage.setItem(shownKey, '2026-01-01');
    renderTip();
    const tip = dailyTipOn(day ?? TODAY, 'southern');
    expect(['all', 'summer']).toContain(tip?.season);
    expect(await findTipDialog()).toHaveTextContent(tip?.tip ?? 'no tip');
  });

  it("waits for the dashboard's figures before showing", async () => {
    server.use(http.get(apiUrl(routes.getDashboardMetrics), () => delay('infinite')));
    localStorage.setItem(shownKey, '2026-01-14');
    renderTip();
    await expectNoTipDialog();
  });

  it.each([
    ['Got it!', { role: 'button', name: 'Got it!' }],
    ["Don't show today", { role: 'button', name: "Don't show today" }],
    ['the close icon', { role: 'button', name: 'Close' }],
  ] as const)('is dismissed for the day with %s, and shows again tomorrow', async (_way, control) => {
    localStorage.setItem(shownKey, '2026-01-14');
    const first = renderTip();
    await findTipDialog();
    await first.user.click(screen.getByRole(control.role, { name: control.name }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(shownKey)).toBe('2026-01-15');
    first.unmount();

    // Back on the dashboard later the same day: nothing.
    const again = renderTip();
    await expectNoTipDialog();
    again.unmount();

    // The next morning: the next tip.
    vi.setSystemTime(TOMORROW);
    renderTip();
    expect(await findTipDialog()).toHaveTextContent(dailyTipOn(TOMORROW, 'northern')?.tip ?? 'no tip');
  });
});
