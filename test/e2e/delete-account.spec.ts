/**
 * Deleting an account, in the browser against the local stack: a fresh Pro beekeeper (the test card, through the
 * test-mode provider) with an apiary and hives opens Delete Account on /profile, reads what goes and what stays,
 * finds the button off until DELETE is typed, deletes, and lands signed out on the landing page with the toast.
 * Signing in again is refused. The dialog passes axe.
 */
import { ACCOUNT_DELETION_PHRASE } from '../../shared/domain/account-deletion';
import { TEST_CARD_TOKEN_PREFIX } from '../../shared/billing';
import { ACCOUNT_DELETION_MESSAGES } from '../../shared/messages';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { apiFor, createAccount, createApiaryWithHives, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectLandingPage } from './support/screens';

test('a Pro beekeeper deletes their account from /profile, lands signed out and cannot sign in again', async ({
  page,
}) => {
  const account = await createAccount('delete-account');
  const api = await apiFor(account);
  const upgrade = await api(routes.createSubscription.method, apiPath(routes.createSubscription), {
    paymentMethod: `${TEST_CARD_TOKEN_PREFIX}4242424242424242`,
  });
  expect(upgrade.status, JSON.stringify(upgrade.body)).toBe(201);
  await createApiaryWithHives(account, 4);

  await signIn(page, account);
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const section = page.getByRole('region', { name: ACCOUNT_DELETION_MESSAGES.heading });
  await section.getByRole('button', { name: ACCOUNT_DELETION_MESSAGES.openButton }).click();

  const dialog = page.getByRole('alertdialog', { name: ACCOUNT_DELETION_MESSAGES.dialogTitle });
  await expect(dialog.getByText(ACCOUNT_DELETION_MESSAGES.whatGoes)).toBeVisible();
  await expect(dialog.getByText(ACCOUNT_DELETION_MESSAGES.subscriptionEnds)).toBeVisible();
  await expect(dialog.getByText(ACCOUNT_DELETION_MESSAGES.feedbackKept)).toBeVisible();
  const confirm = dialog.getByRole('button', { name: ACCOUNT_DELETION_MESSAGES.confirmButton });
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'the Delete Account dialog');
  const phrase = dialog.getByLabel(ACCOUNT_DELETION_MESSAGES.typeToConfirm);
  await phrase.fill(ACCOUNT_DELETION_PHRASE.toLowerCase());
  await expect(confirm).toBeDisabled();
  await phrase.fill(ACCOUNT_DELETION_PHRASE);
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expectLandingPage(page);
  await expect(page.getByText(ACCOUNT_DELETION_MESSAGES.deletedTitle, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toHaveCount(0);

  // The job the route started removes the sign-in: a little later, the pool refuses the password.
  await expect
    .poll(
      () =>
        apiFor(account).then(
          () => 'signs in',
          (error: unknown) => (error as { type?: string }).type,
        ),
      {
        timeout: 30_000,
      },
    )
    .toBe('NotAuthorizedException');
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('The e-mail address or password is not right. Check both and try again.')).toBeVisible();
});
