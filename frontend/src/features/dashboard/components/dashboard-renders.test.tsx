import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { buildDashboardMetrics } from '@/testing/records';
import { serveDashboardMetrics, serveHives, serveInspections } from '@/testing/server';
import { renderWithApp } from '@/testing/render';
import { hiveFacts } from '@shared/rules/hive-facts';
import { Dashboard } from './dashboard';

// The Quick Actions card stands for everything the dashboard renders that does not show the metrics.
const quickActions = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./quick-actions', () => ({
  QuickActions: () => {
    quickActions.renders += 1;
    return null;
  },
}));

it("re-renders only the metrics' cards when the metrics answer, not the rest of the dashboard", async () => {
  serveDashboardMetrics(buildDashboardMetrics());
  serveHives([]);
  serveInspections([]);
  renderWithApp(<Dashboard hiveFacts={hiveFacts} addHiveAction={<button type="button">Add Hive</button>} />);
  const activeHives = screen.getByRole('group', { name: 'Active Hives' });
  expect(within(activeHives).getByText('Loading...')).toBeInTheDocument();
  const rendersBeforeAnswer = quickActions.renders;
  expect(rendersBeforeAnswer).toBeGreaterThan(0);

  await waitFor(() => expect(within(activeHives).queryByText('Loading...')).not.toBeInTheDocument());
  expect(quickActions.renders).toBe(rendersBeforeAnswer);
});
