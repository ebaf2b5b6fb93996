import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@shared/messages';
import { routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { renderWithApp } from '@/testing/render';
import { apiUrl, recordBodies, server } from '@/testing/server';
import { TestNotificationCard } from './test-notification-card';

async function fillIn(user: ReturnType<typeof renderWithApp>['user']) {
  await user.type(screen.getByLabelText('Name'), 'Jane Doe');
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
  await user.type(screen.getByLabelText('Username'), 'jane-doe');
  await user.selectOptions(screen.getByLabelText('Subscription tier'), 'Pro');
}

describe('the Test Notification System card', () => {
  it("sends the sign-up's name, e-mail, username and tier, then says 'Test Notification Sent!'", async () => {
    const bodies = recordBodies(routes.simulateSignup, () => HttpResponse.json({ adminsNotified: 2 }));
    server.use(http.get(apiUrl(routes.listNotifications), () => HttpResponse.json([])));
    const { user } = renderWithApp(<TestNotificationCard />);
    expect(screen.getByRole('heading', { name: 'Test Notification System' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations('the Test Notification System card');

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Test Notification' }));
    expect(await screen.findByText('Test Notification Sent!')).toBeInTheDocument();
    expect(bodies).toEqual([
      { name: 'Jane Doe', email: 'jane@example.com', username: 'jane-doe', subscriptionTier: 'pro' },
    ]);
  });

  it('shows the fields’ messages and sends nothing while they are wrong', async () => {
    const bodies = recordBodies(routes.simulateSignup, () => HttpResponse.json({}));
    const { user } = renderWithApp(<TestNotificationCard />);
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Test Notification' }));
    expect(await screen.findByText(VALIDATION.nameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
    await expectNoSeriousA11yViolations('the card with field errors');
  });

  it("says 'Test Failed' with the server's message, or 'Failed to send test notification'", async () => {
    server.use(
      http.post(
        apiUrl(routes.simulateSignup),
        () => HttpResponse.json({ message: 'Admin access required' }, { status: 403 }),
        {
          once: true,
        },
      ),
    );
    const { user } = renderWithApp(<TestNotificationCard />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Test Notification' }));
    expect(await screen.findByText('Test Failed')).toBeInTheDocument();
    expect(screen.getByText('Admin access required')).toBeInTheDocument();

    server.use(http.post(apiUrl(routes.simulateSignup), () => new HttpResponse(null, { status: 502 })));
    await user.click(screen.getByRole('button', { name: 'Send Test Notification' }));
    expect(await screen.findByText('Failed to send test notification')).toBeInTheDocument();
  });
});
