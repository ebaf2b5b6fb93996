import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Feedback, FeedbackStats } from '@shared/schemas/feedback';
import { NEXT_CURSOR_HEADER } from '@shared/domain/paging';
import { routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { renderWithApp } from '@/testing/render';
import { apiUrl, recordBodies, server } from '@/testing/server';
import { FeedbackManagement } from './feedback-management';

const item = (index: number, overrides: Partial<Feedback> = {}): Feedback => ({
  id: `01HV0000000000000000FEED${String(index).padStart(2, '0')}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  category: 'bug_report',
  subject: `Subject ${index}`,
  message: `Message ${index}`,
  rating: null,
  userEmail: null,
  userId: null,
  status: 'open',
  ...overrides,
});

const STATS: FeedbackStats = {
  total: 12,
  byStatus: { open: 7, in_progress: 3, resolved: 1, closed: 1 },
  averageRating: 3.6666,
};

/** Answers the admin list from `all` as the API does: filters, pages of 2 with the cursor in the header. */
function serveAllFeedback(all: Feedback[]): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(routes.getFeedbackStats), () => HttpResponse.json(STATS)),
    http.get(apiUrl(routes.listFeedback), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const matching = all.filter(
        (feedback) =>
          (!query.get('status') || feedback.status === query.get('status')) &&
          (!query.get('category') || feedback.category === query.get('category')),
      );
      const cursor = query.get('cursor');
      const start = cursor ? matching.findIndex(({ id }) => id === cursor) + 1 : 0;
      const page = matching.slice(start, start + 2);
      const more = start + 2 < matching.length;
      return HttpResponse.json(page, { headers: more ? { [NEXT_CURSOR_HEADER]: page.at(-1)?.id ?? '' } : {} });
    }),
  );
  return queries;
}

const shownSubjects = () =>
  within(screen.getByRole('list', { name: 'Feedback' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('Feedback Management', () => {
  it('shows the stat cards, the items with their submitter and rating, and loads more', async () => {
    const queries = serveAllFeedback([
      item(1, { userEmail: 'ann@example.com', userId: '01HVUSERANN000000000000000', rating: 5 }),
      item(2, { userId: '01HVUSERBOB000000000000000', status: 'in_progress', category: 'feature_request' }),
      item(3, { status: 'resolved' }),
    ]);
    const { user } = renderWithApp(<FeedbackManagement />);
    const figures = await screen.findByRole('list', { name: 'Feedback figures' });
    await waitFor(() => expect(figures).toHaveTextContent('Total Feedback12'));
    expect(figures).toHaveTextContent('Open Items7');
    expect(figures).toHaveTextContent('In Progress3');
    expect(figures).toHaveTextContent('Average Rating3.7');

    const first = await screen.findByRole('listitem', { name: 'Subject 1' });
    expect(first).toHaveTextContent('From ann@example.com');
    expect(first).toHaveTextContent('5 out of 5 stars');
    expect(first).toHaveTextContent('Bug Report');
    expect(screen.getByRole('listitem', { name: 'Subject 2' })).toHaveTextContent('From 01HVUSER');
    expect(shownSubjects()).toEqual(['Subject 1', 'Subject 2']);

    await user.click(screen.getByRole('button', { name: 'Load more feedback' }));
    expect(await screen.findByRole('listitem', { name: 'Subject 3' })).toHaveTextContent('From Anonymous');
    expect(queries.map((query) => query.get('admin'))).toEqual(['true', 'true']);
    await expectNoSeriousA11yViolations('Feedback Management');
  });

  it('filters by status and category, and says when nothing matches', async () => {
    const queries = serveAllFeedback([item(1), item(2, { status: 'in_progress', category: 'feature_request' })]);
    const { user } = renderWithApp(<FeedbackManagement />);
    await screen.findByRole('listitem', { name: 'Subject 1' });
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'In Progress');
    await waitFor(() => expect(shownSubjects()).toEqual(['Subject 2']));
    await user.selectOptions(screen.getByLabelText('Filter by category'), 'Bug Report');
    expect(await screen.findByText('No feedback matches the current filters')).toBeVisible();
    expect(queries.at(-1)?.toString()).toBe('admin=true&status=in_progress&category=bug_report');
  });

  it("changes an item's status inline, and says when that fails", async () => {
    const all = [item(1)];
    serveAllFeedback(all);
    const sent = recordBodies(routes.updateFeedbackStatus, { id: item(1).id }, (body) => {
      all[0] = item(1, { status: body.status as Feedback['status'] });
      return HttpResponse.json(all[0]);
    });
    const { user } = renderWithApp(<FeedbackManagement />);
    const card = await screen.findByRole('listitem', { name: 'Subject 1' });
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Status' }), 'Resolved');
    expect(await screen.findByText('Status Updated')).toBeVisible();
    expect(sent).toEqual([{ status: 'resolved' }]);
    await waitFor(() => expect(within(card).getByRole('combobox', { name: 'Status' })).toHaveValue('resolved'));

    server.use(
      http.put(apiUrl(routes.updateFeedbackStatus, { id: item(1).id }), () =>
        HttpResponse.json({ message: 'Internal' }, { status: 500 }),
      ),
    );
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Status' }), 'Closed');
    expect(await screen.findByText('Update Failed')).toBeVisible();
    expect(screen.getByText('Failed to update feedback status. Please try again.')).toBeVisible();
  });
});
