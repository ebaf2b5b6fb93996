import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, VALIDATION } from '@shared/messages';
import type { Feedback } from '@shared/schemas/feedback';
import { paths } from '@/config/paths';
import { activateLocale } from '@/lib/i18n/catalog';
import { routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { renderWithApp } from '@/testing/render';
import { apiUrl, recordBodies, server } from '@/testing/server';
import { FeedbackScreen } from './feedback-screen';

const feedbackItem = (index: number, overrides: Partial<Feedback> = {}): Feedback => ({
  id: `01HV0000000000000000FEED0${index}`,
  createdAt: `2026-11-0${index}T10:00:00.000Z`,
  category: 'general',
  subject: `Subject ${index}`,
  message: `Message number ${index} about the app.`,
  rating: null,
  userEmail: 'ann@example.com',
  userId: '01HVUSER000000000000000001',
  status: 'open',
  ...overrides,
});

function serveOwnFeedback(items: Feedback[]) {
  server.use(http.get(apiUrl(routes.listFeedback), () => HttpResponse.json(items)));
}

function renderScreen(signedIn: boolean) {
  return renderWithApp(<FeedbackScreen signedIn={signedIn} />, { path: paths.feedback.getHref() });
}

async function fillForm(user: ReturnType<typeof renderScreen>['user']) {
  await user.selectOptions(screen.getByLabelText('Category'), 'Feature Request');
  await user.type(screen.getByLabelText('Subject'), 'Queen colours');
  await user.type(screen.getByLabelText('Message'), 'Please show the queen marking colour of the year.');
}

describe('the feedback screen', () => {
  it('lets a visitor send feedback with a rating and an e-mail, and says it was sent', async () => {
    const sent = recordBodies(routes.createFeedback, (body) =>
      HttpResponse.json(feedbackItem(1, { ...body, userId: null } as Partial<Feedback>), { status: 201 }),
    );
    const { user } = renderScreen(false);
    expect(screen.queryByText('Your Previous Feedback')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Feedback Guidelines' })).toBeVisible();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '4 out of 5 stars' }));
    expect(screen.getByText('4 out of 5 stars', { selector: 'span' })).toBeVisible();
    await user.type(screen.getByLabelText('Email (optional)'), 'visitor@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByText('Feedback Submitted!')).toBeVisible();
    expect(sent).toEqual([
      {
        category: 'feature_request',
        subject: 'Queen colours',
        message: 'Please show the queen marking colour of the year.',
        rating: 4,
        userEmail: 'visitor@example.com',
      },
    ]);
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    await expectNoSeriousA11yViolations('the feedback screen of a visitor');
  });

  it("shows the spec's messages under the fields and sends nothing while they are wrong", async () => {
    const sent = recordBodies(routes.createFeedback, () => HttpResponse.json({}, { status: 201 }));
    const { user } = renderScreen(false);
    await user.type(screen.getByLabelText('Subject'), 'ab');
    await user.type(screen.getByLabelText('Message'), 'short');
    await user.type(screen.getByLabelText('Email (optional)'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText(VALIDATION.feedbackCategoryRequired)).toBeVisible();
    expect(screen.getByText(VALIDATION.subjectMinLength)).toBeVisible();
    expect(screen.getByText(VALIDATION.messageMinLength)).toBeVisible();
    expect(screen.getByText(VALIDATION.emailInvalid)).toBeVisible();
    expect(sent).toEqual([]);
  });

  it("says 'Submission Failed' with the server's rate limit message", async () => {
    server.use(
      http.post(apiUrl(routes.createFeedback), () =>
        HttpResponse.json({ message: API_ERRORS.feedbackRateLimited }, { status: 429 }),
      ),
    );
    const { user } = renderScreen(false);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Submission Failed')).toBeVisible();
    expect(screen.getByText(API_ERRORS.feedbackRateLimited)).toBeVisible();
    expect(screen.getByLabelText('Subject')).toHaveValue('Queen colours');
  });

  it('shows a signed-in user their 3 most recent items and how many more, without the e-mail field', async () => {
    serveOwnFeedback([
      feedbackItem(5, { status: 'in_progress' }),
      feedbackItem(4, { status: 'resolved' }),
      feedbackItem(3),
      feedbackItem(2),
      feedbackItem(1),
    ]);
    renderScreen(true);
    expect(screen.getByText('Loading your previous feedback...')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Your previous feedback' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Subject 5In Progress'),
      expect.stringContaining('Subject 4Resolved'),
      expect.stringContaining('Subject 3Open'),
    ]);
    expect(items[0]).toHaveTextContent('Message number 5 about the app.');
    expect(items[0]).toHaveTextContent('Nov 5, 2026');
    expect(screen.getByText('And 2 more...')).toBeVisible();
    expect(screen.queryByLabelText('Email (optional)')).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations('the feedback screen of a beekeeper');
  });

  it('says so when a signed-in user has sent no feedback yet, and lists the new one once sent', async () => {
    const own: Feedback[] = [];
    server.use(http.get(apiUrl(routes.listFeedback), () => HttpResponse.json(own)));
    const sent = recordBodies(routes.createFeedback, (body) => {
      const created = feedbackItem(1, body as Partial<Feedback>);
      own.unshift(created);
      return HttpResponse.json(created, { status: 201 });
    });
    const { user } = renderScreen(true);
    expect(await screen.findByText('No previous feedback submitted yet.')).toBeVisible();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Your previous feedback' })).toHaveTextContent('Queen colours'),
    );
    expect(sent[0]).not.toHaveProperty('userEmail');
  });
});

describe('the feedback screen in German', () => {
  it('speaks German: the form, the categories, the previous feedback with its dates and how many more', async () => {
    await activateLocale('de');
    serveOwnFeedback([
      feedbackItem(5, { status: 'in_progress' }),
      feedbackItem(4, { status: 'resolved' }),
      feedbackItem(3),
      feedbackItem(2),
      feedbackItem(1),
    ]);
    renderScreen(true);

    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Feedback senden' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Funktionswunsch' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '4 von 5 Sternen' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Ihr bisheriges Feedback' });
    const [newest] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent('In Bearbeitung');
    expect(newest).toHaveTextContent('05.11.2026');
    expect(screen.getByText('Und 2 weitere...')).toBeVisible();
  });
});
