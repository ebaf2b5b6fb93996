import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MARKETING_MESSAGES } from '@shared/marketing-messages';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { apiUrl, server } from '@/testing/server';
import { AdminRoute } from './admin';

function serveAdminLists() {
  server.use(
    http.get(apiUrl(routes.getFeedbackStats), () =>
      HttpResponse.json({
        total: 0,
        byStatus: { open: 0, in_progress: 0, resolved: 0, closed: 0 },
        averageRating: null,
      }),
    ),
    http.get(apiUrl(routes.listFeedback), () => HttpResponse.json([])),
    http.get(apiUrl(routes.listMarketingContent), () => HttpResponse.json([])),
  );
}

describe('/admin', () => {
  it('opens on Feedback Management, and keeps the chosen tab in the address', async () => {
    serveAdminLists();
    const { user } = renderWithApp(<AdminRoute />, { path: paths.app.admin.getHref() });
    const tabs = screen.getByRole('tablist', { name: 'Admin sections' });
    expect(tabs).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Feedback Management' })).toHaveAttribute('aria-selected', 'true');
    // The moderation queue stands alone: the test notification form is under Admin Tools.
    expect(await screen.findByRole('tabpanel')).toHaveTextContent(/Filter by status/);
    expect(screen.queryByRole('heading', { name: 'Test Notification System' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'AI Content Generator' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=content');
    expect(await screen.findByText(MARKETING_MESSAGES.noContentTitle)).toBeInTheDocument();

    // Arrow keys move between the tabs, as the tabs pattern has it.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Marketing Assets' })).toHaveFocus();
  });

  it('has the Test Notification System under Admin Tools', async () => {
    serveAdminLists();
    const { user } = renderWithApp(<AdminRoute />, { path: paths.app.admin.getHref() });
    await user.click(screen.getByRole('tab', { name: 'Admin Tools' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=tools');
    expect(screen.getByRole('tabpanel')).toContainElement(
      screen.getByRole('heading', { name: 'Test Notification System' }),
    );
  });

  it('opens the tab the address names', async () => {
    serveAdminLists();
    renderWithApp(<AdminRoute />, { path: `${paths.app.admin.getHref()}?tab=marketing` });
    expect(screen.getByRole('tab', { name: 'Marketing Assets' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Generate New Ads' })).toBeInTheDocument();
  });
});
