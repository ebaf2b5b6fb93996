import { describe, expect, it } from 'vitest';
import { invitationEmail, invitationSubjectOf } from './invitation-link';

const settings = { secret: 'unit-test-team-secret-0123456789abcdef', siteUrl: 'https://hivekeeper.example' };
const invitation = {
  accountId: 'owner-1',
  invitationId: 'INVITATION0000000000000000',
  sentAt: '2026-11-28T09:30:00.000Z',
  email: 'ben@example.test',
  role: 'editor' as const,
  accountName: 'Maya Keeper',
  linkExpiresAt: '2026-12-05T09:30:00.000Z',
};

/** The e-mail's lines with the link's token left out. */
function linesOf(text: string): string[] {
  return text.split('\n').map((line) => line.replace(/token=\S+/, 'token=…'));
}

describe('the team invitation e-mail', () => {
  it('names the owner, the role and what it may do, the link and the day it ends', () => {
    const mail = invitationEmail(invitation, 'en-US', settings);
    expect(mail.to).toBe('ben@example.test');
    expect(mail.subject).toBe('Maya Keeper invites you to their HiveKeeper apiaries');
    expect(linesOf(mail.text)).toEqual([
      'Maya Keeper invites you to their HiveKeeper account as editor: records inspections, treatments, harvests, money and tasks; edits and deletes them.',
      '',
      'Accept it here (sign in, or sign up with this e-mail first): https://hivekeeper.example/invitation?token=…',
      '',
      'The link works once, until Sat, Dec 5, 2026. If you did not expect this invitation, ignore this e-mail.',
    ]);
    const token = new URL(/https:\S+/.exec(mail.text)?.[0] ?? '').searchParams.get('token') ?? '';
    expect(invitationSubjectOf(token, settings.secret)).toEqual({
      accountId: 'owner-1',
      invitationId: 'INVITATION0000000000000000',
      sentAt: '2026-11-28T09:30:00.000Z',
    });
  });

  it("speaks the owner's language: German words and date, the owner's name as written", () => {
    const mail = invitationEmail({ ...invitation, role: 'viewer' }, 'de', settings);
    expect(mail.subject).toBe('Einladung zu den Bienenständen von Maya Keeper in HiveKeeper');
    expect(linesOf(mail.text)).toEqual([
      'Sie sind in das HiveKeeper-Konto von Maya Keeper eingeladen, als Betrachter: sieht alles, ändert nichts.',
      '',
      'Hier annehmen (anmelden oder zuerst mit dieser E-Mail-Adresse registrieren): https://hivekeeper.example/invitation?token=…',
      '',
      'Der Link funktioniert einmal, bis Sa., 5. Dez. 2026. Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail einfach.',
    ]);
  });

  it('names the role and writes the day as each language does', () => {
    const owner = { ...invitation, role: 'owner' as const };
    expect(invitationEmail(owner, 'en-GB', settings).text).toContain('until Sat, 5 Dec 2026.');
    expect(invitationEmail(owner, 'cs', settings).text).toContain('jako vlastník: vše, také tým a jeho pozvánky.');
    expect(invitationEmail(owner, 'pl', settings).subject).toBe(
      'Maya Keeper zaprasza cię do swoich pasiek w HiveKeeper',
    );
  });
});
