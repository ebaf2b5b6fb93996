import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '@shared/messages';
import { UNSUBSCRIBE_MESSAGES } from '@shared/rules/reminders';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { apiPattern, server } from '@/testing/server';
import { UnsubscribePage } from './unsubscribe-page';

/** Answers the unsubscribe POST with `status`, recording the token of each call. */
function serveUnsubscribe(status: 200 | 400): string[] {
  const tokens: string[] = [];
  server.use(
    http.post(apiPattern(routes.unsubscribeFromReminders), ({ request }) => {
      tokens.push(new URL(request.url).searchParams.get('token') ?? '');
      return status === 200
        ? HttpResponse.json({ unsubscribed: true })
        : HttpResponse.json({ message: API_ERRORS.unsubscribeLinkInvalid }, { status: 400 });
    }),
  );
  return tokens;
}

function renderPage(token: string) {
  return renderWithApp(<UnsubscribePage token={token} />, { path: paths.unsubscribe.getHref(token) });
}

describe('the unsubscribe page', () => {
  it('changes nothing on opening, and unsubscribes with the link token when the button is pressed', async () => {
    const tokens = serveUnsubscribe(200);
    const app = renderPage('dXNlcg.c2ln');
    expect(screen.getByRole('heading', { level: 1, name: UNSUBSCRIBE_MESSAGES.heading })).toBeInTheDocument();
    expect(tokens).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: 'Unsubscribe from reminder e-mails' }));

    expect(await screen.findByRole('status')).toHaveTextContent(UNSUBSCRIBE_MESSAGES.done);
    expect(tokens).toEqual(['dXNlcg.c2ln']);
    expect(screen.getByRole('link', { name: 'Open your profile' })).toHaveAttribute(
      'href',
      paths.app.profile.getHref(),
    );
  });

  it("says so when the link isn't valid, and lets them try again", async () => {
    serveUnsubscribe(400);
    const app = renderPage('tampered');

    await app.user.click(screen.getByRole('button', { name: 'Unsubscribe from reminder e-mails' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(API_ERRORS.unsubscribeLinkInvalid);
    expect(screen.getByRole('button', { name: 'Unsubscribe from reminder e-mails' })).toBeEnabled();
  });

  it('offers no button without a token', () => {
    renderPage('');
    expect(screen.getByRole('button', { name: 'Unsubscribe from reminder e-mails' })).toBeDisabled();
  });
});
