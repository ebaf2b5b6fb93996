import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DELETION_PHRASE } from '@shared/domain/account-deletion';
import { ACCOUNT_DELETION_MESSAGES } from '@shared/messages';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { signOut } from '@/lib/auth';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { renderWithApp } from '@/testing/render';
import { buildUser, recordBodies, signInAs } from '@/testing/server';
import { DeleteAccountSection } from './delete-account-section';

async function openDialog() {
  signInAs(buildUser());
  const app = renderWithApp(<DeleteAccountSection />, { path: paths.app.profile.getHref() });
  await app.user.click(screen.getByRole('button', { name: ACCOUNT_DELETION_MESSAGES.openButton }));
  const dialog = await screen.findByRole('alertdialog', { name: ACCOUNT_DELETION_MESSAGES.dialogTitle });
  const field = screen.getByLabelText(ACCOUNT_DELETION_MESSAGES.typeToConfirm);
  const confirm = () => screen.getByRole('button', { name: ACCOUNT_DELETION_MESSAGES.confirmButton });
  return { ...app, dialog, field, confirm };
}

beforeEach(() => {
  vi.mocked(signOut).mockClear();
});

describe('Delete Account on /profile', () => {
  it('says what goes and what stays, and keeps the button off until the phrase is typed', async () => {
    const { user, dialog, field, confirm } = await openDialog();

    expect(dialog).toHaveTextContent(ACCOUNT_DELETION_MESSAGES.whatGoes);
    expect(dialog).toHaveTextContent(ACCOUNT_DELETION_MESSAGES.subscriptionEnds);
    expect(dialog).toHaveTextContent(ACCOUNT_DELETION_MESSAGES.feedbackKept);
    expect(confirm()).toBeDisabled();
    await user.type(field, ACCOUNT_DELETION_PHRASE.toLowerCase());
    expect(confirm()).toBeDisabled();
    await user.clear(field);
    await user.type(field, ACCOUNT_DELETION_PHRASE.slice(0, -1));
    expect(confirm()).toBeDisabled();
    await user.type(field, ACCOUNT_DELETION_PHRASE.slice(-1));
    expect(confirm()).toBeEnabled();
    await expectNoSeriousA11yViolations('the Delete Account dialog', dialog);
  });

  it('deletes with the typed phrase, signs out and lands on the landing page with a toast', async () => {
    const bodies = recordBodies(routes.deleteAccount, () =>
      HttpResponse.json({ success: true, message: ACCOUNT_DELETION_MESSAGES.deleted }, { status: 202 }),
    );
    const { user, field, confirm } = await openDialog();

    await user.type(field, ACCOUNT_DELETION_PHRASE);
    await user.click(confirm());

    expect(await screen.findByText(ACCOUNT_DELETION_MESSAGES.deletedTitle)).toBeInTheDocument();
    expect(bodies).toEqual([{ confirmation: ACCOUNT_DELETION_PHRASE }]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(paths.home.getHref()));
    expect(signOut).toHaveBeenCalled();
  });

  it('says so when the deletion fails, and stays signed in where it was', async () => {
    recordBodies(routes.deleteAccount, () => HttpResponse.json({ message: 'Internal' }, { status: 500 }));
    const { user, field, confirm } = await openDialog();

    await user.type(field, ACCOUNT_DELETION_PHRASE);
    await user.click(confirm());

    expect(await screen.findByText(ACCOUNT_DELETION_MESSAGES.deleteFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_DELETION_MESSAGES.deleteFailed)).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe(paths.app.profile.getHref());
  });
});
