import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, NEWSLETTER_CONFIRM_PAGE } from '@shared/messages';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { apiPattern, server } from '@/testing/server';
import { NewsletterConfirmPage } from './newsletter-confirm-page';

/** Answers the confirmation POST with `status` (after a moment), recording the token of each call. */
function serveConfirm(status: 200 | 400 | 500): string[] {
  const tokens: string[] = [];
  server.use(
    http.post(apiPattern(routes.confirmNewsletterSignup), async ({ request }) => {
      tokens.push(new URL(request.url).searchParams.get('token') ?? '');
      await delay(50);
      if (status === 200) return HttpResponse.json({ email: 'queen@example.org', confirmed: true });
      return HttpResponse.json(
        { message: status === 400 ? API_ERRORS.newsletterLinkInvalid : 'Internal server error' },
        { status },
      );
    }),
  );
  return tokens;
}

function renderPage(token: string) {
  return renderWithApp(<NewsletterConfirmPage token={token} />, { path: paths.newsletterConfirm.getHref(token) });
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm my signup' });

describe('the newsletter confirm page', () => {
  it('confirms nothing on opening, then confirms with the link token when the button is pressed', async () => {
    const tokens = serveConfirm(200);
    const app = renderPage('cXVlZW4.c2ln');
    expect(screen.getByRole('heading', { level: 1, name: NEWSLETTER_CONFIRM_PAGE.heading })).toBeInTheDocument();
    expect(tokens).toEqual([]);

    await app.user.click(confirmButton());
    expect(screen.getByRole('button', { name: 'Confirming…' })).toBeDisabled();

    expect(await screen.findByRole('status')).toHaveTextContent(NEWSLETTER_CONFIRM_PAGE.confirmed);
    expect(tokens).toEqual(['cXVlZW4.c2ln']);
  });

  it("says so when the link isn't valid or has expired", async () => {
    serveConfirm(400);
    const app = renderPage('tampered');
    await app.user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(API_ERRORS.newsletterLinkInvalid);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lets them try again when the server fails', async () => {
    serveConfirm(500);
    const app = renderPage('cXVlZW4.c2ln');
    await app.user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(NEWSLETTER_CONFIRM_PAGE.failed);
    expect(confirmButton()).toBeEnabled();
  });

  it('offers no button without a token', () => {
    renderPage('');
    expect(confirmButton()).toBeDisabled();
  });
});
