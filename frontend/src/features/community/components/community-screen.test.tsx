import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPERT_TIPS, RESOURCE_GROUPS } from '@shared/rules/community';
import { paths } from '@/config/paths';
import { activateLocale } from '@/lib/i18n/catalog';
import { routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { buildApiary } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, serveApiaries, server, signInAs } from '@/testing/server';
import { CommunityScreen } from './community-screen';

const WELLINGTON = '-41.2865';
const LONDON = '51.5072';

function renderCommunity() {
  signInAs(buildUser());
  return renderWithApp(<CommunityScreen />, { path: paths.app.community.getHref() });
}

const tipsSection = () => within(screen.getByRole('region', { name: 'Expert tips' }));
const tipTitles = () =>
  tipsSection()
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

beforeEach(() => {
  // Mid-January: winter in the north, summer in the south.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 0, 15, 12));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the community screen', () => {
  it("gives a northern beekeeper the northern season's tips", async () => {
    serveApiaries([buildApiary({ latitude: LONDON, longitude: '-0.1276' })]);
    renderCommunity();
    expect(await tipsSection().findByText('Winter in the northern hemisphere')).toBeInTheDocument();
    expect(tipTitles()).toEqual(EXPERT_TIPS.winter.map(({ title }) => title));
  });

  it("gives a southern beekeeper the southern season's tips", async () => {
    serveApiaries([buildApiary({ latitude: WELLINGTON, longitude: '174.7762' })]);
    renderCommunity();
    expect(await tipsSection().findByText('Summer in the southern hemisphere')).toBeInTheDocument();
    expect(tipTitles()).toEqual(EXPERT_TIPS.summer.map(({ title }) => title));
  });

  it("gives a German beekeeper the season's tips in German, figures filled in", async () => {
    await activateLocale('de');
    serveApiaries([buildApiary({ latitude: LONDON, longitude: '-0.1276' })]);
    renderCommunity();
    const tips = within(await screen.findByRole('region', { name: 'Expertentipps' }));
    expect(await tips.findByRole('heading', { name: 'Anheben statt öffnen' })).toBeInTheDocument();
    expect(tips.getByText(/^Unter 50°F keine Beute öffnen: stattdessen hinten anheben\./)).toBeInTheDocument();
    expect(tips.getByRole('heading', { name: 'Die brutfreie Zeit nutzen' })).toBeInTheDocument();
  });

  it('follows the northern calendar, and says how to change it, when no apiary has coordinates', async () => {
    serveApiaries([buildApiary({ latitude: null, longitude: null })]);
    renderCommunity();
    expect(await tipsSection().findByText('Winter in the northern hemisphere')).toBeInTheDocument();
    expect(tipsSection().getByText(/Add coordinates to an apiary to follow its own seasons/)).toBeInTheDocument();
  });

  it('shows the resources while the tips load, and says when they could not be loaded', async () => {
    server.use(http.get(apiUrl(routes.listApiaries), () => delay('infinite')));
    renderCommunity();
    expect(tipsSection().getByRole('status')).toHaveTextContent("Loading this season's tips...");
    expect(screen.getByRole('heading', { name: 'Forums' })).toBeInTheDocument();

    server.use(http.get(apiUrl(routes.listApiaries), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderCommunity();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your apiaries");
  });

  it('lists every resource group with each link opening its https address in a new tab, said aloud', async () => {
    serveApiaries([]);
    renderCommunity();
    await tipsSection().findByText('Winter in the northern hemisphere');

    const resources = within(screen.getByRole('region', { name: 'Resources' }));
    for (const group of RESOURCE_GROUPS) {
      expect(resources.getByRole('heading', { name: group.title, level: 3 })).toBeInTheDocument();
      for (const { name, url, description } of group.links) {
        expect(resources.getByRole('link', { name: `${name} (opens in a new tab)` })).toHaveAttribute('href', url);
        expect(resources.getByText(description)).toBeInTheDocument();
      }
    }

    const links = screen.getAllByRole('link');
    expect(links.length).toBe(RESOURCE_GROUPS.flatMap((group) => group.links).length + EXPERT_TIPS.winter.length);
    for (const link of links) {
      expect(new URL(link.getAttribute('href') ?? '').protocol).toBe('https:');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
    await expectNoSeriousA11yViolations('the community screen');
  });
});
