import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canDo, type PlanRecord } from '@shared/plan-rules';
import { FREE_PLAN_LIMITS, PRO_PLAN } from '@shared/plans';
import type { CurrentUser } from '@shared/schemas/user';
import { paths } from '@/config/paths';
import { buildUser, signInAs } from '@/testing/server';
import { renderWithApp } from '@/testing/render';
import { PricingPage } from './pricing-page';

async function renderPricing(user?: CurrentUser) {
  if (user) signInAs(user);
  renderWithApp(<PricingPage upgradeAction={<button type="button">Upgrade to Pro</button>} />, {
    path: paths.pricing.getHref(),
  });
  await screen.findByRole('heading', { level: 1, name: 'Pricing' });
  return {
    free: screen.getByRole('region', { name: 'Free' }),
    pro: screen.getByRole('region', { name: 'Pro' }),
  };
}

/**
 * How the plans' lists name each record type of the plan table; hives and apiaries are told by their counts
 * (`FREE_PLAN_LIMITS`) and Pro's 'Unlimited hives and apiaries', sharing on the team screen's own prompt, voice
 * drafts on the inspection form's and hive scales on the hive page's (the landing page's first script and the
 * dashboard's first visit, which load the plans' list, have no byte to spare for them).
 */
const FEATURE_OF_RECORD = {
  inspections: 'Inspection records',
  tasks: 'Task schedule',
  inspectionPhotos: 'Inspection photo storage',
  treatments: 'Treatment and feeding records',
  production: 'Production tracking and forecasting',
  finances: 'Financial management',
  reports: 'Export of data and reports',
} as const satisfies Record<
  Exclude<PlanRecord, 'apiaries' | 'hives' | 'team' | 'inspectionDrafts' | 'hiveScales'>,
  string
>;

describe('PricingPage', () => {
  it.each(Object.entries(FEATURE_OF_RECORD) as [keyof typeof FEATURE_OF_RECORD, string][])(
    'lists %s under the plan whose beekeepers may create them (the plan table)',
    async (record, feature) => {
      const { free, pro } = await renderPricing();
      const listed = (plan: HTMLElement, name: string) =>
        within(within(plan).getByRole('list', { name: `${name} plan features` }))
          .getAllByRole('listitem')
          .map((item) => item.textContent);
      const freeCreates = canDo('free', record, 'create');
      expect(canDo('active', record, 'create')).toBe(true);
      expect(listed(free, 'Free').includes(feature)).toBe(freeCreates);
      expect(listed(pro, 'Pro').includes(feature)).toBe(!freeCreates);
    },
  );

  it('lists the free limits and the Pro price, trial and features from the shared plans', async () => {
    const { free, pro } = await renderPricing();
    expect(free).toHaveTextContent(`Up to ${FREE_PLAN_LIMITS.hives} hives`);
    expect(free).toHaveTextContent(`${FREE_PLAN_LIMITS.apiaries} apiary`);
    expect(pro).toHaveTextContent('Most Popular');
    expect(pro).toHaveTextContent(`$${PRO_PLAN.priceUsdPerMonth} per month`);
    expect(pro).toHaveTextContent(PRO_PLAN.trialLabel);
    for (const feature of PRO_PLAN.features) expect(pro).toHaveTextContent(feature);
    expect(screen.getByRole('heading', { name: 'Why Choose Pro' })).toBeInTheDocument();
  });

  it('offers a visitor the free sign-up and sends their upgrade to Create Account, coming back to pricing', async () => {
    const { free, pro } = await renderPricing();
    expect(within(free).getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/login?tab=signUp');
    expect(within(pro).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/login?tab=signUp&redirect=%2Fpricing',
    );
    expect(screen.queryByRole('button', { name: 'Current Plan' })).not.toBeInTheDocument();
  });

  it("marks Free as the current plan of a signed-in free user and offers the route's upgrade on Pro", async () => {
    const { free, pro } = await renderPricing(buildUser());
    expect(within(free).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(pro).getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
    expect(within(pro).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up Free' })).not.toBeInTheDocument();
  });

  it.each([
    ['an active subscriber', buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' })],
    ['a subscriber on trial', buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'trialing' })],
    ['an admin', buildUser({ isAdmin: true })],
  ])('marks Pro as the current plan of %s', async (_, user) => {
    const { free, pro } = await renderPricing(user);
    expect(within(pro).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(free).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Current Plan' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
  });

  it('treats a canceled Pro subscription as the free plan', async () => {
    const { free, pro } = await renderPricing(buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'canceled' }));
    expect(within(free).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(pro).getByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();
  });
});
