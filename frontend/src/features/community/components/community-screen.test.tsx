import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_USER_PREFERENCES } from '@shared/domain/user-preferences';
import words from '@shared/i18n/catalogs/community/en-US.json';
import { EXPERT_TIPS, RESOURCE_GROUPS } from '@shared/rules/community';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { activateLocale } from '@/lib/i18n/catalog';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { buildApiary } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, serveApiaries, server, signInAs } from '@/testing/server';
import type { CommunityKey } from '../messages';
import { CommunityScreen } from './community-screen';

const WELLINGTON = '-41.2865';
const LONDON = '51.5072';

function renderCommunity(user = buildUser()) {
  signInAs(user);
  return renderWithApp(<CommunityScreen />, { path: paths.app.community.getHref() });
}

const tipsSection = () => within(screen.getByRole('region', { name: 'Expert tips' }));
const tipTitles = () =>
  tipsSection()
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const tipTitlesOf = (season: 'winter' | 'summer') =>
  EXPERT_TIPS[season].map(({ key }) => words[`tip.${season}.${key}.title` as CommunityKey]);

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
    expect(tipTitles()).toEqual(tipTitlesOf('winter'));
  });

  it("gives a southern beekeeper the southern season's tips", async () => {
    serveApiaries([buildApiary({ latitude: WELLINGTON, longitude: '174.7762' })]);
    renderCommunity();
    expect(await tipsSection().findByText('Summer in the southern hemisphere')).toBeInTheDocument();
    expect(tipTitles()).toEqual(tipTitlesOf('summer'));
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
      const title = words[`group.${group.key}.title` as CommunityKey];
      expect(resources.getByRole('heading', { name: title, level: 3 })).toBeInTheDocument();
      for (const { key, name, url } of group.links) {
        const link = resources.getByRole('link', { name: `${name} (opens in a new tab)` });
        expect(link).toHaveAttribute('href', url);
        // An organisation's name is a proper name: browser translators leave it be.
        expect(within(link).getByText(name)).toHaveAttribute('translate', 'no');
        expect(resources.getByText(words[`resource.${key}.description` as CommunityKey])).toBeInTheDocument();
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

  it("speaks German, with the winter's figures in the beekeeper's units", async () => {
    await activateLocale('de');
    serveApiaries([buildApiary({ latitude: LONDON, longitude: '-0.1276' })]);
    renderCommunity(buildUser({ preferences: { ...DEFAULT_USER_PREFERENCES, units: 'metric' } }));

    const tips = within(screen.getByRole('region', { name: 'Expertentipps' }));
    expect(await tips.findByText('Winter auf der Nordhalbkugel')).toBeInTheDocument();
    expect(tips.getByRole('heading', { name: 'Anheben statt öffnen', level: 3 })).toBeInTheDocument();
    expect(await tips.findByText(/^Unter 10°C keine Beute öffnen/)).toBeInTheDocument();
    const resources = within(screen.getByRole('region', { name: 'Ressourcen' }));
    expect(resources.getByRole('heading', { name: 'Imkervereine', level: 3 })).toBeInTheDocument();
    expect(
      resources.getByRole('link', { name: 'British Beekeepers Association (öffnet in neuem Tab)' }),
    ).toBeInTheDocument();
  });
});
