import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TREATMENT_PLAN_NOTE } from '@shared/messages';
import type { RecommendationPriority } from '@shared/schemas/treatment-recommendation';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { buildApiary, buildHive } from '@/testing/records';
import { apiUrl, buildUser, serveBeekeeper, server, signInAs } from '@/testing/server';
import { buildRecommendation, serveRecommendations } from '@/testing/treatments';
import { TreatmentRemindersCard } from './treatment-reminders-card';

const reminder = (priority: RecommendationPriority, treatmentName: string) =>
  buildRecommendation({ priority, treatmentName });

function renderCard() {
  signInAs(buildUser());
  return renderWithApp(<TreatmentRemindersCard />);
}

const card = () => screen.getByRole('region', { name: 'Treatment Reminders' });
/** The treatments named in a group, from each reminder's first line ('Oxalic acid vapour · Hive 1'). */
const namesIn = (group: string) =>
  within(within(card()).getByRole('region', { name: group }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent?.split(' · ')[0]);

describe("the dashboard's Treatment Reminders", () => {
  it('tells a free beekeeper beside an urgent reminder that treatment records are Pro, with the upgrade there', async () => {
    serveRecommendations([reminder('urgent', 'Oxalic acid vapour')]);
    renderCard();

    expect(await within(card()).findByRole('region', { name: 'Urgent' })).toBeInTheDocument();
    expect(within(card()).getByText(TREATMENT_PLAN_NOTE.title)).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: /^Log treatment/ })).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations("a free beekeeper's Treatment Reminders");
  });

  it("logs a Pro beekeeper's reminder in one tap, the form filled in with its hive, type and name", async () => {
    const apiary = buildApiary();
    const hive = buildHive({ apiaryId: apiary.id, name: 'Buttercup' });
    serveBeekeeper({
      user: buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }),
      apiaries: [apiary],
      hives: [hive],
    });
    serveRecommendations([
      buildRecommendation({
        priority: 'urgent',
        hiveId: hive.id,
        hiveName: 'Buttercup',
        treatmentName: 'Oxalic acid vapour',
      }),
    ]);
    const { user } = renderWithApp(<TreatmentRemindersCard />);

    await user.click(await screen.findByRole('button', { name: 'Log treatment: Oxalic acid vapour for Buttercup' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log Treatment' }));
    expect(await dialog.findByLabelText('Hive')).toHaveValue(hive.id);
    expect(dialog.getByLabelText('Treatment name')).toHaveValue('Oxalic acid vapour');
    expect(screen.queryByText(TREATMENT_PLAN_NOTE.title)).not.toBeInTheDocument();
  });

  it('shows urgent, then high, then two of the rest, with a way to the other recommendations', async () => {
    serveRecommendations([
      reminder('urgent', 'Oxalic acid vapour'),
      reminder('high', 'Varroa recount'),
      reminder('medium', 'Varroa check'),
      reminder('low', 'Spring feeding'),
      reminder('medium', 'Fall feeding'),
      reminder('low', 'Hive scale'),
    ]);
    renderCard();

    expect(await within(card()).findByRole('region', { name: 'Urgent' })).toBeInTheDocument();
    expect(namesIn('Urgent')).toEqual(['Oxalic acid vapour']);
    expect(namesIn('High priority')).toEqual(['Varroa recount']);
    // Medium before low, cut to 2 beside pressing ones.
    expect(namesIn('Other recommendations')).toEqual(['Varroa check', 'Fall feeding']);
    // A glance: the hive and the reason (cut to two lines on screen), the seasonal note left to the treatments screen.
    const urgent = within(within(card()).getByRole('region', { name: 'Urgent' })).getByRole('listitem');
    expect(within(urgent).getByRole('link', { name: 'Hive 1' })).toBeVisible();
    expect(urgent).toHaveTextContent('Late summer is when mites peak');
    expect(within(urgent).queryByText('Late summer')).not.toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'View 2 more recommendations' })).toHaveAttribute(
      'href',
      paths.app.treatments.getHref(),
    );
    expect(within(card()).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      paths.app.treatments.getHref(),
    );
  });

  it("reads one page of a large account's recommendations and counts the rest in its more link", async () => {
    serveRecommendations(Array.from({ length: 45 }, (_, index) => reminder('urgent', `Treat hive ${index + 1}`)));
    renderCard();

    await within(card()).findByRole('region', { name: 'Urgent' });
    expect(namesIn('Urgent')).toHaveLength(20);
    expect(within(card()).getByRole('link', { name: 'View 25 more recommendations' })).toHaveAttribute(
      'href',
      paths.app.treatments.getHref(),
    );
  });

  it('shows five of the rest when nothing is pressing, and no more link when none is left out', async () => {
    serveRecommendations(['One', 'Two', 'Three', 'Four', 'Five'].map((name) => reminder('medium', name)));
    renderCard();

    await within(card()).findByRole('region', { name: 'Other recommendations' });
    expect(namesIn('Other recommendations')).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
    expect(within(card()).queryByRole('region', { name: 'Urgent' })).not.toBeInTheDocument();
    expect(within(card()).queryByRole('link', { name: /more recommendations/ })).not.toBeInTheDocument();
  });

  it("leaves a follow-up's name to the beekeeper's own words for a browser's translator, and translates a product's", async () => {
    serveRecommendations([
      buildRecommendation({
        priority: 'urgent',
        treatmentName: 'Top-up syrup 2:1',
        recommendationType: 'follow_up',
        advice: {
          code: 'overdueFollowUp',
          params: {
            treatment: 'Top-up syrup 2:1',
            appliedOn: '2026-05-01',
            dueOn: '2026-05-08',
            daysLate: 2,
            removal: false,
          },
        },
      }),
      buildRecommendation({
        priority: 'high',
        treatmentName: 'Oxalic acid dribble (Api-Bioxal)',
        advice: {
          code: 'broodlessOxalicWindow',
          params: { productId: 'oxalic_dribble', product: 'Oxalic acid dribble (Api-Bioxal)', days: 14 },
        },
      }),
    ]);
    renderCard();

    await within(card()).findByRole('region', { name: 'Urgent' });
    const nameIn = (group: string) =>
      within(within(card()).getByRole('region', { name: group }))
        .getByRole('listitem')
        .querySelector('p > span');
    expect(nameIn('Urgent')).toHaveTextContent('Top-up syrup 2:1');
    expect(nameIn('Urgent')).toHaveAttribute('translate', 'no');
    expect(nameIn('High priority')).toHaveTextContent('Oxalic acid dribble (Api-Bioxal)');
    expect(nameIn('High priority')).not.toHaveAttribute('translate');
  });

  it('says when no colony needs anything', async () => {
    serveRecommendations([]);
    renderCard();

    expect(await within(card()).findByText('No treatments due: every colony is up to date.')).toBeInTheDocument();
  });

  it('shows it is loading', async () => {
    server.use(http.get(apiUrl(routes.getTreatmentRecommendations), () => delay('infinite')));
    renderCard();

    expect(await within(card()).findByRole('status')).toHaveTextContent('Loading treatment reminders...');
  });

  it('says when the reminders could not be loaded, and retries', async () => {
    server.use(
      http.get(apiUrl(routes.getTreatmentRecommendations), () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    const { user } = renderCard();

    expect(await within(card()).findByRole('alert')).toHaveTextContent("We couldn't load your treatment reminders.");
    serveRecommendations([reminder('high', 'Varroa recount')]);
    await user.click(within(card()).getByRole('button', { name: 'Retry' }));
    expect(await within(card()).findByText('Varroa recount')).toBeInTheDocument();
  });
});
