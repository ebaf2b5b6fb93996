import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_HEADER } from '@shared/domain/team-links';
import { API_ERRORS, TOASTS, VALIDATION } from '@shared/messages';
import type { ActingAccount, CurrentAccount, Team } from '@shared/schemas/team';
import { paths } from '@/config/paths';
import { activateLocale } from '@/lib/i18n/catalog';
import { setActingAccountId } from '@/lib/acting-account';
import { apiPath, routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { renderWithApp } from '@/testing/render';
import { buildApiary } from '@/testing/records';
import { apiPattern, apiUrl, buildUser, serveApiaries, server, signInAs } from '@/testing/server';
import { TeamPage } from './team-page';

const ORCHARD = buildApiary({ id: '01JAAAAAAAAAAAAAAAAAAAAAAA', name: 'Orchard' });
const HILL = buildApiary({ id: '01JBBBBBBBBBBBBBBBBBBBBBBB', name: 'Hill apiary' });

const MEMBER = {
  memberId: 'member-1',
  name: 'Ana Lopes',
  email: 'ana@example.com',
  role: 'editor' as const,
  apiaryIds: null,
  since: '2026-11-02T09:00:00.000Z',
};

/** Serves the owner's team as `team` is when asked, and records what each change sent. */
function serveTeam(team: Team) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: request.method === 'DELETE' ? null : await request.json().catch(() => null),
    });
  };
  server.use(
    http.get(apiUrl(routes.getTeam), () => HttpResponse.json(team)),
    http.get(apiUrl(routes.listActingAccounts), () =>
      HttpResponse.json([{ accountId: 'user-1', name: 'Ada Apiarist', role: 'owner', own: true }]),
    ),
    http.post(apiUrl(routes.inviteTeamMember), async ({ request }) => {
      await record(request);
      const body = sent.at(-1)?.body as { email: string; role: 'viewer'; apiaryIds?: string[] };
      if (body.email === 'ada@example.com') {
        return HttpResponse.json(
          { message: 'Invalid input', errors: { email: [API_ERRORS.inviteYourself] } },
          { status: 400 },
        );
      }
      const invitation = {
        id: 'a'.repeat(32),
        ...body,
        apiaryIds: body.apiaryIds ?? null,
        sentAt: '2026-11-28T09:00:00.000Z',
        expiresAt: '2099-12-05T09:00:00.000Z',
      };
      team.invitations.push(invitation);
      return HttpResponse.json(invitation, { status: 201 });
    }),
    http.patch(apiPattern(routes.updateTeamMember), async ({ request }) => {
      await record(request);
      const changed = { ...MEMBER, ...(sent.at(-1)?.body as object) };
      team.members = [changed];
      return HttpResponse.json(changed);
    }),
    http.delete(apiPattern(routes.removeTeamMember), async ({ request }) => {
      await record(request);
      team.members = [];
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}

describe('the team screen', () => {
  it('lets a Pro owner invite by e-mail and role, and lists the invitation waiting', async () => {
    signInAs(buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }));
    const sent = serveTeam({ members: [], invitations: [] });
    const { user } = renderWithApp(<TeamPage />, { path: paths.app.team.getHref() });

    const invite = await screen.findByRole('region', { name: 'Invite a beekeeper' });
    await user.type(within(invite).getByLabelText('E-mail'), 'ada@example.com');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByText(API_ERRORS.inviteYourself)).toBeInTheDocument();

    await user.clear(within(invite).getByLabelText('E-mail'));
    await user.type(within(invite).getByLabelText('E-mail'), ' Ben@Example.com');
    await user.selectOptions(within(invite).getByLabelText('Role'), 'Viewer');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(TOASTS.invitationSent('ben@example.com'))).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: apiPath(routes.inviteTeamMember),
      body: { email: 'ben@example.com', role: 'viewer', apiaryIds: null },
    });
    const invitations = screen.getByRole('region', { name: 'Invitations' });
    expect(await within(invitations).findByText('ben@example.com')).toBeInTheDocument();
    expect(
      within(invitations).getByRole('button', { name: 'Revoke the invitation to ben@example.com' }),
    ).toBeInTheDocument();
    await expectNoSeriousA11yViolations('the team screen');
  });

  it("changes a member's role and removes them after asking", async () => {
    signInAs(buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }));
    const sent = serveTeam({ members: [MEMBER], invitations: [] });
    const { user } = renderWithApp(<TeamPage />, { path: paths.app.team.getHref() });

    const members = await screen.findByRole('region', { name: 'Members' });
    await user.selectOptions(await within(members).findByLabelText('Role'), 'Viewer');
    expect(await screen.findByText(TOASTS.memberUpdated('Ana Lopes'))).toBeInTheDocument();
    expect(sent[0]).toEqual({
      method: 'PATCH',
      path: apiPath(routes.updateTeamMember, { id: 'member-1' }),
      body: { role: 'viewer', apiaryIds: null },
    });

    await user.click(within(members).getByRole('button', { name: 'Remove Ana Lopes' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(TOASTS.memberRemoved('Ana Lopes'))).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ method: 'DELETE', path: apiPath(routes.removeTeamMember, { id: 'member-1' }) });
    expect(await within(members).findByText('No one else is on your team yet.')).toBeInTheDocument();
  });

  it("invites to chosen apiaries only, ticked from the list of the owner's", async () => {
    signInAs(buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }));
    serveApiaries([ORCHARD, HILL]);
    const sent = serveTeam({ members: [], invitations: [] });
    const { user } = renderWithApp(<TeamPage />, { path: paths.app.team.getHref() });

    const invite = await screen.findByRole('region', { name: 'Invite a beekeeper' });
    await user.type(within(invite).getByLabelText('E-mail'), 'ben@example.com');
    await user.click(within(invite).getByLabelText('Chosen apiaries'));
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByText(VALIDATION.scopeApiaryRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(await within(invite).findByLabelText('Orchard'));
    await user.click(within(invite).getByLabelText('Hill apiary'));
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(TOASTS.invitationSent('ben@example.com'))).toBeInTheDocument();
    expect(sent.at(-1)?.body).toEqual({ email: 'ben@example.com', role: 'editor', apiaryIds: [ORCHARD.id, HILL.id] });
    await expectNoSeriousA11yViolations('the invite form with chosen apiaries');
  });

  it("shows each member's apiaries and lets the owner narrow them to chosen ones, or widen them to the whole account", async () => {
    signInAs(buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }));
    serveApiaries([ORCHARD, HILL]);
    const sent = serveTeam({ members: [MEMBER], invitations: [] });
    const { user } = renderWithApp(<TeamPage />, { path: paths.app.team.getHref() });

    const members = await screen.findByRole('region', { name: 'Members' });
    expect(await within(members).findByText('Apiaries: Whole account')).toBeInTheDocument();
    await user.click(within(members).getByRole('button', { name: "Change Ana Lopes's apiaries" }));
    const editor = within(members).getByRole('form', { name: "Ana Lopes's apiaries" });
    await user.click(within(editor).getByLabelText('Chosen apiaries'));
    await user.click(await within(editor).findByLabelText('Hill apiary'));
    await user.click(within(editor).getByLabelText('Orchard'));
    await user.click(within(editor).getByRole('button', { name: 'Save apiaries' }));
    // The apiaries' names are the beekeeper's own, in an element of their own (translate="no").
    expect(await within(members).findByText('Orchard, Hill apiary')).toHaveAttribute('translate', 'no');
    expect(within(members).getByText('Orchard, Hill apiary').parentElement).toHaveTextContent(
      'Apiaries: Orchard, Hill apiary',
    );
    expect(sent.at(-1)).toEqual({
      method: 'PATCH',
      path: apiPath(routes.updateTeamMember, { id: 'member-1' }),
      body: { role: 'editor', apiaryIds: [HILL.id, ORCHARD.id] },
    });
    expect(within(members).queryByRole('form')).not.toBeInTheDocument();

    // A role changed keeps the apiaries chosen.
    await user.selectOptions(within(members).getByLabelText('Role'), 'Viewer');
    await waitFor(() => expect(sent.at(-1)?.body).toEqual({ role: 'viewer', apiaryIds: [HILL.id, ORCHARD.id] }));

    await user.click(within(members).getByRole('button', { name: "Change Ana Lopes's apiaries" }));
    await user.click(within(members).getByLabelText('Whole account'));
    await user.click(within(members).getByRole('button', { name: 'Save apiaries' }));
    expect(await within(members).findByText('Apiaries: Whole account')).toBeInTheDocument();
    expect(sent.at(-1)?.body).toEqual({ role: 'viewer', apiaryIds: null });
  });

  it('shows a free owner what sharing is, with the upgrade, and no invite form', async () => {
    signInAs(buildUser());
    serveTeam({ members: [], invitations: [] });
    renderWithApp(<TeamPage />, { path: paths.app.team.getHref() });
    const invite = await screen.findByRole('region', { name: 'Invite a beekeeper' });
    expect(within(invite).getByText('Sharing your account is a Pro feature')).toBeInTheDocument();
    expect(within(invite).queryByLabelText('E-mail')).not.toBeInTheDocument();
  });

  it("shows a member their place on the owner's account, asked for in the account's name, and no team to manage", async () => {
    signInAs(buildUser());
    setActingAccountId('owner-1');
    const accountHeaders: (string | null)[] = [];
    const shared: CurrentAccount = {
      accountId: 'owner-1',
      name: 'Maya Keeper',
      role: 'editor',
      own: false,
      planState: 'active',
    };
    server.use(
      http.get(apiUrl(routes.getActingAccount), ({ request }) => {
        accountHeaders.push(request.headers.get(ACCOUNT_HEADER));
        return HttpResponse.json(shared);
      }),
      http.get(apiUrl(routes.listActingAccounts), () =>
        HttpResponse.json<ActingAccount[]>([
          { accountId: 'user-1', name: 'Ada Apiarist', role: 'owner', own: true },
          { accountId: 'owner-1', name: 'Maya Keeper', role: 'editor', own: false },
        ]),
      ),
    );
    renderWithApp(<TeamPage />, { path: paths.app.team.getHref() });
    expect((await screen.findByText('Maya Keeper')).parentElement).toHaveTextContent(
      "You are working in Maya Keeper's account as editor.",
    );
    expect(screen.getByRole('button', { name: "Leave Maya Keeper's account" })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite a beekeeper' })).not.toBeInTheDocument();
    await waitFor(() => expect(accountHeaders).toEqual(['owner-1']));
  });
});

describe('the accounts shared with a beekeeper', () => {
  it("asks for a shared account's tasks in the reminder e-mails", async () => {
    signInAs(buildUser());
    const asked: unknown[] = [];
    server.use(
      http.get(apiUrl(routes.listActingAccounts), () =>
        HttpResponse.json<ActingAccount[]>([
          { accountId: 'user-1', name: 'Ada Apiarist', role: 'owner', own: true },
          { accountId: 'owner-1', name: 'Maya Keeper', role: 'viewer', own: false, taskReminders: false },
        ]),
      ),
      http.put(apiPattern(routes.setSharedTaskReminders), async ({ request, params }) => {
        asked.push({ id: params.id, ...((await request.json()) as object) });
        return HttpResponse.json({ accountId: 'owner-1', accountName: 'Maya Keeper', taskReminders: true });
      }),
    );
    const { user } = renderWithApp(<TeamPage />, { path: paths.app.team.getHref() });
    const shared = await screen.findByRole('region', { name: 'Accounts shared with you' });
    await user.click(await within(shared).findByLabelText('E-mail me its tasks'));
    await waitFor(() => expect(asked).toEqual([{ id: 'owner-1', on: true }]));
  });
});

describe('the team screen in German', () => {
  it('speaks German: its sections, the roles, the link days counted and the dates written the German way', async () => {
    await activateLocale('de');
    signInAs(buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }));
    serveTeam({
      members: [MEMBER],
      invitations: [
        {
          id: 'b'.repeat(32),
          email: 'sam@example.com',
          role: 'viewer',
          apiaryIds: null,
          sentAt: '2026-11-28T09:00:00.000Z',
          expiresAt: '2099-12-05T09:00:00.000Z',
        },
      ],
    });
    renderWithApp(<TeamPage />, { path: paths.app.team.getHref() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    const invite = screen.getByRole('region', { name: 'Imker einladen' });
    expect(invite).toHaveTextContent('einmal funktioniert, 7 Tage lang');
    expect(within(invite).getByRole('button', { name: 'Einladung senden' })).toBeInTheDocument();
    const members = screen.getByRole('region', { name: 'Mitglieder' });
    expect(await within(members).findByText('Mitglied seit 02.11.2026')).toBeInTheDocument();
    expect(within(members).getByText('Ana Lopes')).toHaveAttribute('translate', 'no');
    expect(within(members).getByRole('button', { name: 'Ana Lopes entfernen' })).toHaveTextContent('Entfernen');
    const invitations = screen.getByRole('region', { name: 'Einladungen' });
    expect(await within(invitations).findByText(/Link gültig bis 05\.12\.2099/)).toBeInTheDocument();
    expect(within(invitations).getByText('Betrachter')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Was jede Rolle darf' })).toHaveTextContent(
      'BearbeiterErfasst Durchsichten, Behandlungen, Ernten',
    );
  });
});
