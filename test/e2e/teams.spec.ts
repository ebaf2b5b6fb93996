/**
 * Teams in two browsers against the local stack: a Pro owner invites a beekeeper as editor from the team screen;
 * the invitation e-mail's link brings the beekeeper (on a phone) to join, and they record an inspection on the
 * owner's hive, which the owner sees recorded by them; made a viewer, they have no way to record and the server
 * refuses them; removed, their next screen takes them back to their own account.
 */
import { ACCOUNT_HEADER } from '../../shared/domain/team-links';
import { API_ERRORS, RECORDED_BY_MESSAGES, TOASTS } from '../../shared/messages';
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import { TEST_CARD_TOKEN_PREFIX } from '../../shared/billing';
import type { CurrentUser } from '../../shared/schemas/user';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { inboxFor } from '../../infra/local/inbox';
import { apiFor, createAccount, openSignedIn, type Account } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E_URLS } from './support/e2e-stack';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/screens';

const HIVE = 'Linden';

/** A fresh Pro owner named Maya Keeper with an apiary and one hive. */
async function proOwner(): Promise<{ owner: Account; ownerId: string; hive: Hive }> {
  const owner = await createAccount('team-owner');
  const api = await apiFor(owner);
  const upgrade = await api(routes.createSubscription.method, apiPath(routes.createSubscription), {
    paymentMethod: `${TEST_CARD_TOKEN_PREFIX}4242424242424242`,
  });
  expect(upgrade.status, JSON.stringify(upgrade.body)).toBe(201);
  await api(routes.updateProfile.method, apiPath(routes.updateProfile), { firstName: 'Maya', lastName: 'Keeper' });
  const apiary = await api<Apiary>('POST', apiPath(routes.createApiary), { name: 'Lime Walk', location: 'Estate' });
  const hive = await api<Hive>('POST', apiPath(routes.createHive), { name: HIVE, apiaryId: apiary.body.id });
  expect(hive.status, JSON.stringify(hive.body)).toBe(201);
  const { body: user } = await api<CurrentUser>('GET', apiPath(routes.getCurrentUser));
  return { owner, ownerId: user.id, hive: hive.body };
}

/** The link of the latest invitation e-mailed to `address`, waiting for it to arrive. */
async function invitationLinkFor(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await inboxFor(E2E_URLS.inbox, address)).at(-1);
        link = /Accept it here[^:]*: (\S+)/.exec(mail?.body.text ?? '')?.[1];
        return link;
      },
      { message: `an invitation e-mailed to ${address}` },
    )
    .toBeDefined();
  return link as string;
}

test('an owner invites an editor who records on their hive, then is made a viewer, then removed', async ({
  page,
  browser,
}) => {
  const { owner, ownerId, hive } = await proOwner();
  const member = await createAccount('team-member');
  const memberApi = await apiFor(member);
  await memberApi(routes.updateProfile.method, apiPath(routes.updateProfile), { firstName: 'Ana', lastName: 'Lopes' });

  // The owner invites from the team screen.
  await openSignedIn(page, owner, '/team');
  const invite = page.getByRole('region', { name: 'Invite a beekeeper' });
  await invite.getByLabel('E-mail').fill(member.email);
  await invite.getByLabel('Role').selectOption({ label: 'Editor' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(TOASTS.invitationSent(member.email), { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invitations' }).getByText(member.email)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/team');

  // The member opens the e-mail's link on their phone, signed in, and joins.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const memberPage = await phone.newPage();
  const link = new URL(await invitationLinkFor(member.email));
  expect(link.pathname).toBe('/invitation');
  await openSignedIn(memberPage, member, link.pathname + link.search);
  await expect(memberPage.getByRole('heading', { name: 'Maya Keeper invites you to their apiaries' })).toBeVisible();
  await expectNoSeriousA11yViolations(memberPage, '/invitation');
  await expectNoSidewaysScroll(memberPage, '/invitation');
  await memberPage.getByRole('button', { name: "Join Maya Keeper's account" }).click();
  await expect(memberPage.getByText(TOASTS.joined('Maya Keeper'), { exact: true })).toBeVisible();
  await expect(
    memberPage.getByRole('button', { name: "Switch account, now on Maya Keeper's account (editor)" }),
  ).toBeVisible();
  // On a phone the switcher is an icon: every screen says whose account it shows, and the way back.
  await expect(memberPage.getByRole('main').getByText("Maya Keeper's account · Editor")).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'Back to your account' })).toBeVisible();
  await expectNoSeriousA11yViolations(memberPage, "the dashboard of Maya Keeper's account");

  // As editor they record an inspection on the owner's hive.
  await memberPage.goto(`/inspections?hiveId=${hive.id}`);
  await memberPage.getByRole('button', { name: 'Record Inspection' }).first().click();
  const dialog = memberPage.getByRole('dialog', { name: 'Record Inspection' });
  await expect(dialog.getByLabel('Hive').locator('option:checked')).toHaveText(HIVE);
  await dialog.getByLabel('Notes').fill('Calm, brood on six frames');
  await dialog.getByRole('button', { name: 'Create Inspection' }).click();
  await expect(memberPage.getByText(TOASTS.inspectionCreated, { exact: true })).toBeVisible();

  // The owner finds it on the hive's page, recorded by the member.
  await page.goto(`/hives/${hive.id}`);
  await expect(page.getByText(RECORDED_BY_MESSAGES.recordedBy('Ana Lopes'))).toBeVisible();

  // Made a viewer: the member's screens offer no recording, and the server refuses one.
  await page.goto('/team');
  const members = page.getByRole('region', { name: 'Members' });
  await members.getByLabel('Role').selectOption({ label: 'Viewer' });
  await expect(page.getByText(TOASTS.memberUpdated('Ana Lopes'), { exact: true })).toBeVisible();
  await memberPage.reload();
  await expect(
    memberPage.getByRole('button', { name: "Switch account, now on Maya Keeper's account (viewer)" }),
  ).toBeVisible();
  await expect(memberPage.getByText('Calm, brood on six frames')).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'Record Inspection' })).toHaveCount(0);
  const onOwnersAccount = await apiFor(member, { [ACCOUNT_HEADER]: ownerId });
  const refused = await onOwnersAccount('POST', apiPath(routes.createInspection), {
    hiveId: hive.id,
    inspectionDate: '2026-06-01',
  });
  expect(refused).toMatchObject({ status: 403, body: { message: API_ERRORS.roleCannot('editor') } });

  // Removed: the member's next screen on the account takes them back to their own.
  await members.getByRole('button', { name: 'Remove Ana Lopes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(TOASTS.memberRemoved('Ana Lopes'), { exact: true })).toBeVisible();
  await memberPage.goto('/hives');
  await expect(memberPage.getByText(TOASTS.accessEnded, { exact: true })).toBeVisible();
  await expect(memberPage.getByRole('button', { name: /^Switch account/ })).toHaveCount(0);
  await phone.close();
});
