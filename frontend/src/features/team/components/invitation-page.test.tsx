import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, TOASTS } from '@shared/messages';
import type { InvitationPreview } from '@shared/schemas/team';
import { paths } from '@/config/paths';
import { actingAccountId } from '@/lib/acting-account';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, server } from '@/testing/server';
import { InvitationPage } from './invitation-page';

const TOKEN = 'b3duZXI.c2ln';
const PREVIEW: InvitationPreview = {
  accountName: 'Maya Keeper',
  role: 'editor',
  email: 'ada@example.com',
  expiresAt: '2099-12-05T09:00:00.000Z',
};

function servePreview(answer: () => Response) {
  const accepted: unknown[] = [];
  server.use(
    http.get(apiUrl(routes.previewTeamInvitation), answer),
    http.post(apiUrl(routes.acceptTeamInvitation), async ({ request }) => {
      accepted.push(await request.json());
      return HttpResponse.json({ accountId: 'owner-1', name: 'Maya Keeper', role: 'editor', own: false });
    }),
  );
  return accepted;
}

const renderPage = (user: ReturnType<typeof buildUser> | null) =>
  renderWithApp(<InvitationPage token={TOKEN} user={user} />, { path: paths.invitation.getHref(TOKEN), route: '*' });

describe('the invitation page', () => {
  it('asks a visitor to sign in or sign up, and to come back here after', () => {
    renderPage(null);
    const back = encodeURIComponent(paths.invitation.getHref(TOKEN));
    expect(screen.getByRole('link', { name: 'Sign in to accept' })).toHaveAttribute('href', `/login?redirect=${back}`);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/login?tab=signUp&redirect=${back}`,
    );
  });

  it("lets the invited beekeeper join, and opens the owner's account", async () => {
    const accepted = servePreview(() => HttpResponse.json(PREVIEW));
    const { user } = renderPage(buildUser());
    await user.click(await screen.findByRole('button', { name: "Join Maya Keeper's account" }));
    expect(await screen.findByText(TOASTS.joined('Maya Keeper'))).toBeInTheDocument();
    expect(accepted).toEqual([{ token: TOKEN }]);
    expect(actingAccountId()).toBe('owner-1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('tells a beekeeper signed in with another e-mail who may accept it, with no Join', async () => {
    servePreview(() => HttpResponse.json(PREVIEW));
    renderPage(buildUser({ email: 'someone@example.com' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation was sent to ada@example.com');
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
  });

  it('says why a used, revoked or expired invitation cannot be used', async () => {
    servePreview(() => HttpResponse.json({ message: API_ERRORS.invitationGone }, { status: 410 }));
    renderPage(buildUser());
    expect(await screen.findByRole('heading', { name: "This invitation can't be used" })).toBeInTheDocument();
    expect(screen.getByText(API_ERRORS.invitationGone)).toBeInTheDocument();
  });
});
