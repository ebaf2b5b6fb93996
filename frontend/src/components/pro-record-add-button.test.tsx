import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanHolder } from '@shared/plans';
import { recordKind } from '@/lib/record-kind';
import { renderWithApp } from '@/testing/render';
import { buildUser, serveBeekeeper } from '@/testing/server';
import { ProRecordAddButton } from './pro-record-add-button';

const FEATURE = { title: 'Treatment Tracking is a Pro feature', description: 'Log every treatment.' };
const KIND = recordKind('treatment');

function renderButton() {
  return renderWithApp(
    <ProRecordAddButton
      record="treatments"
      kind={KIND}
      label="Log Treatment"
      title="Log Treatment"
      description="What the colony was given."
      feature={FEATURE}
      form={<p>The treatment form</p>}
    />,
  );
}

async function openedDialog(user: ReturnType<typeof renderButton>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Log Treatment' }));
  return within(await screen.findByRole('dialog', { name: 'Log Treatment' }));
}

describe('the Add button of a Pro record', () => {
  it.each<[string, Partial<PlanHolder>]>([
    ['a trialing beekeeper', { subscriptionPlan: 'pro', subscriptionStatus: 'trialing' }],
    ['an active Pro beekeeper', { subscriptionPlan: 'pro', subscriptionStatus: 'active' }],
    ['an admin', { isAdmin: true }],
  ])('opens the create form for %s', async (_who, plan) => {
    serveBeekeeper({ user: buildUser(plan) });
    const dialog = await openedDialog(renderButton().user);
    expect(dialog.getByText('The treatment form')).toBeInTheDocument();
    expect(dialog.queryByText(FEATURE.title)).not.toBeInTheDocument();
  });

  it.each<[string, Partial<PlanHolder>]>([
    ['a free beekeeper', { subscriptionPlan: 'free', subscriptionStatus: 'free' }],
    ['a lapsed beekeeper (payment overdue)', { subscriptionPlan: 'pro', subscriptionStatus: 'past_due' }],
    ['a lapsed beekeeper (cancelled)', { subscriptionPlan: 'free', subscriptionStatus: 'canceled' }],
  ])('shows %s the upgrade prompt instead of the form', async (_who, plan) => {
    serveBeekeeper({ user: buildUser(plan) });
    const dialog = await openedDialog(renderButton().user);
    expect(dialog.getByText(FEATURE.title)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(dialog.queryByText('The treatment form')).not.toBeInTheDocument();
  });
});
