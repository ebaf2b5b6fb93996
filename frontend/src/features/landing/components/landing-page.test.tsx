import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_SIGNUP_MESSAGES } from '@shared/messages/newsletter-signup';
import { FREE_PLAN_LIMITS, PRO_PLAN } from '@shared/plans';
import { routes } from '@/lib/api-routes';
import { apiUrl, server } from '@/testing/server';
import { renderWithApp } from '@/testing/render';
import { LandingPage } from './landing-page';

function answerNewsletter(status: number, body: object, received: unknown[] = []) {
  server.use(
    http.post(apiUrl(routes.newsletterSignup), async ({ request }) => {
      received.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return received;
}

async function subscribe(email: string) {
  const view = renderWithApp(<LandingPage />);
  await view.user.type(screen.getByLabelText('Email address'), email);
  await view.user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return view;
}

describe('LandingPage', () => {
  it('introduces HiveKeeper with the ways in', () => {
    renderWithApp(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/login?tab=signUp');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('has the #features and #feedback anchors, and feedback leads to the feedback form', () => {
    const { container } = renderWithApp(<LandingPage />);
    expect(container.querySelector('#features')).toHaveAccessibleName('Everything your apiary needs');
    const feedback = container.querySelector('#feedback');
    expect(feedback).not.toBeNull();
    expect(within(feedback as HTMLElement).getByRole('link', { name: 'Send feedback' })).toHaveAttribute(
      'href',
      '/feedback',
    );
  });

  it('compares the plans with the numbers the server enforces', () => {
    renderWithApp(<LandingPage />);
    const free = screen.getByRole('list', { name: 'Free plan features' });
    expect(free).toHaveTextContent(`Up to ${FREE_PLAN_LIMITS.hives} hives`);
    expect(free).toHaveTextContent(`${FREE_PLAN_LIMITS.apiaries} apiary`);
    const pro = screen.getByRole('list', { name: 'Pro plan features' });
    for (const feature of PRO_PLAN.features) expect(pro).toHaveTextContent(feature);
    expect(screen.getByText(`$${PRO_PLAN.priceUsdPerMonth}`)).toBeInTheDocument();
    expect(screen.getByText(PRO_PLAN.trialLabel)).toBeInTheDocument();
  });

  it('links every resource card to an outside site in a new tab', () => {
    renderWithApp(<LandingPage />);
    const resources = within(screen.getByRole('region', { name: 'Beekeeping resources' })).getAllByRole('link');
    expect(resources).toHaveLength(3);
    for (const link of resources) {
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/[a-z.]+\//));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('tells what beekeepers can do, with no quotes from invented people', () => {
    renderWithApp(<LandingPage />);
    const section = within(screen.getByRole('region', { name: 'What you can do in the yard' }));
    expect(section.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(section.queryByRole('blockquote')).not.toBeInTheDocument();
    expect(section.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('labels the sample dashboard as a sample', () => {
    renderWithApp(<LandingPage />);
    expect(screen.getByText('Sample dashboard')).toBeInTheDocument();
  });

  it("shows this year's copyright line", () => {
    renderWithApp(<LandingPage />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} HiveKeeper`);
  });
});

describe('newsletter signup', () => {
  it('sends the address and asks to confirm it from the inbox, whatever the address', async () => {
    const received = answerNewsletter(202, { email: 'queen@example.org' });
    await subscribe('queen@example.org');

    expect(await screen.findByText('Check your inbox to confirm')).toBeInTheDocument();
    // The toast's own line; Radix also reads the whole toast out in a live region once a frame has passed.
    expect(screen.getByText(NEWSLETTER_SIGNUP_MESSAGES.checkInbox)).toBeInTheDocument();
    expect(screen.queryByText(/subscribed!/)).not.toBeInTheDocument();
    expect(received).toEqual([{ email: 'queen@example.org' }]);
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it("shows the server's message when it refuses the address", async () => {
    answerNewsletter(400, {
      message: 'Please enter a valid email address',
      errors: { email: ['Please enter a valid email address'] },
    });
    await subscribe('queen@example.org');

    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('queen@example.org');
  });

  it('disables the button while the signup is on its way', async () => {
    server.use(
      http.post(apiUrl(routes.newsletterSignup), async () => {
        await delay(100);
        return HttpResponse.json({ email: 'queen@example.org' }, { status: 202 });
      }),
    );
    await subscribe('queen@example.org');

    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('asks the browser to check the address before sending', () => {
    renderWithApp(<LandingPage />);
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
  });
});
