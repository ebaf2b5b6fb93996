import { Hexagon, Settings, TrendingUp } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import type { PlanHolder } from '@shared/plans';
import { menuFor, NAV_ITEMS, type NavItem } from './nav-items';

const FREE: PlanHolder = { isAdmin: false, subscriptionPlan: 'free', subscriptionStatus: 'free' };
const PRO: PlanHolder = { isAdmin: false, subscriptionPlan: 'pro', subscriptionStatus: 'active' };
const TRIAL: PlanHolder = { isAdmin: false, subscriptionPlan: 'pro', subscriptionStatus: 'trialing' };
const LAPSED_PRO: PlanHolder = { isAdmin: false, subscriptionPlan: 'pro', subscriptionStatus: 'past_due' };
const ADMIN: PlanHolder = { isAdmin: true, subscriptionPlan: 'free', subscriptionStatus: 'free' };

// The shape later issues give the menu: a Pro screen and an admin screen among the user screens.
const FULL_MENU: NavItem[] = [
  { name: 'hives', to: '/hives', icon: Hexagon, audience: 'user' },
  { name: 'production', to: '/production', icon: TrendingUp, audience: 'user', planRecord: 'production' },
  { name: 'admin', to: '/admin', icon: Settings, audience: 'admin' },
];

const summary = (user: PlanHolder | undefined) =>
  menuFor(user, { items: FULL_MENU }).map((entry) => [entry.name, entry.showProBadge]);

describe('the signed-in menu', () => {
  it('lists the screens that exist, in the spec order: Dashboard, Apiaries, Hives, Inspections, Production, Treatments, Schedule, Queens, Finance, Community, Feedback, and Admin for admins only', () => {
    expect(menuFor(FREE).map((entry) => [entry.name, entry.to])).toEqual([
      ['dashboard', '/'],
      ['apiaries', '/apiaries'],
      ['hives', '/hives'],
      ['inspections', '/inspections'],
      ['production', '/production'],
      ['treatments', '/treatments'],
      ['schedule', '/schedule'],
      ['queens', '/queens'],
      ['finance', '/finance'],
      ['community', '/community'],
      ['feedback', '/feedback'],
    ]);
    expect(
      menuFor(ADMIN)
        .map((entry) => entry.name)
        .slice(-2),
    ).toEqual(['feedback', 'admin']);
  });

  it('badges PRO the screens whose records the plan table keeps for Pro: adding harvests, treatments, money', () => {
    expect(NAV_ITEMS.filter((item) => item.planRecord).map((item) => [item.name, item.planRecord])).toEqual([
      ['production', 'production'],
      ['treatments', 'treatments'],
      ['finance', 'finances'],
    ]);
    const badged = (user: PlanHolder) =>
      menuFor(user)
        .filter((entry) => entry.showProBadge)
        .map((entry) => entry.name);
    expect(badged(FREE)).toEqual(['production', 'treatments', 'finance']);
    expect(badged(LAPSED_PRO)).toEqual(['production', 'treatments', 'finance']);
    expect(badged(PRO)).toEqual([]);
    expect(badged(ADMIN)).toEqual([]);
  });

  it("badges by the plan of a shared account on screen: the owner's, not the member's own", () => {
    const onAccount = (user: PlanHolder, accountPlan: 'active' | 'lapsed') =>
      menuFor(user, { accountPlan })
        .filter((entry) => entry.showProBadge)
        .map((entry) => entry.name);
    expect(onAccount(FREE, 'active')).toEqual([]);
    expect(onAccount(PRO, 'lapsed')).toEqual(['production', 'treatments', 'finance']);
  });

  it('leaves out for a member of chosen apiaries the screens whose figures span the whole account', () => {
    expect(menuFor(FREE, { accountPlan: 'active', chosenApiaries: true }).map((entry) => entry.name)).toEqual([
      'dashboard',
      'apiaries',
      'hives',
      'inspections',
      'treatments',
      'schedule',
      'community',
      'feedback',
    ]);
  });

  it('badges Pro screens PRO for a free user and hides admin screens from them', () => {
    expect(summary(FREE)).toEqual([
      ['hives', false],
      ['production', true],
    ]);
  });

  it('lists what every user sees before the user has loaded: no admin screen, no badge either way', () => {
    expect(summary(undefined)).toEqual([
      ['hives', false],
      ['production', false],
    ]);
  });

  it('badges Pro screens for a Pro plan whose payment lapsed (no Pro access)', () => {
    expect(summary(LAPSED_PRO)).toEqual([
      ['hives', false],
      ['production', true],
    ]);
  });

  it('shows no PRO badge to an active or trialing Pro user, and still no admin screen', () => {
    for (const user of [PRO, TRIAL]) {
      expect(summary(user)).toEqual([
        ['hives', false],
        ['production', false],
      ]);
    }
  });

  it('shows admins the admin screens and no PRO badge (admins always have Pro)', () => {
    expect(summary(ADMIN)).toEqual([
      ['hives', false],
      ['production', false],
      ['admin', false],
    ]);
  });
});
