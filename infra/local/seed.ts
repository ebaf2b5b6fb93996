/**
 * The demo data of HiveKeeper's local stack: a Pro beekeeper with two apiaries and five hives, each with a few
 * inspections whose scores give the hives different health labels (two of them with photos), a season of
 * treatments and feedings (two of them with their mite recount scheduled), a schedule of tasks (overdue, today,
 * this week, later, a weekly swarm check, one done), two summers of harvests (honey in lbs, kg and jars, and wax),
 * books of this year and last (honey and wax sales, equipment, feed and treatment costs, some of a hive or an
 * apiary, some shared), a scale under Golden Comb with a year of readings (a swarm, the flows, and the harvests
 * and feeding its records explain), two pieces of feedback (one taken in hand by the admin), a team (Ana, an editor
 * who joined, and an invitation waiting), and an admin.
 * The beekeeper's apiaries and hives are created through the gateway with the beekeeper's own token, the same
 * path a real user's requests take, and only when the beekeeper has no apiary yet (so deleting the demo data
 * and restarting brings it back, and edits are kept).
 * Each area's demo records are in its file of `seed/`: the apiaries and hives first (`seed/apiaries.ts`), then
 * every area of `seed/areas.ts`, which link their records to those by name.
 */
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { Apiary } from '../../shared/schemas/apiary';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedApiaries } from './seed/apiaries';
import * as areas from './seed/areas';
import { backdateDemoAccount, noteHistory } from './seed/demo-history';
import { seedingApi } from './seed/seeding-api';
import { seedTeam } from './seed/team';
import { LOCAL_RESOURCES } from './settings';
import { ensureConfirmedAccount } from './user-pool';
import type { UserPoolApi } from './user-pool-api';

/** The demo beekeeper's profile, so `/profile` and the header show a real beekeeper. */
const DEMO_PROFILE = {
  username: 'meadow-keeper',
  firstName: 'Maya',
  lastName: 'Fields',
  bio: 'Keeps five colonies between the home orchard and the meadow; treats by the count, not the calendar.',
  // Saved from this machine's time zone as a browser would, with reminders on: `npm run job -- sendReminderEmails`
  // e-mails her today's and overdue tasks and the overdue feeding.
  preferences: {
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    notifications: { taskReminders: true, treatmentReminders: true },
  },
};

export interface DemoSeedResult {
  /** Whether the beekeeper's apiaries and hives were created by this start. */
  createdDemoData: boolean;
}

export async function seedDemoData(options: {
  admin: CognitoIdentityProviderClient;
  userPoolId: string;
  userPool: UserPoolApi;
  gatewayUrl: string;
}): Promise<DemoSeedResult> {
  const { beekeeper, admin, member } = DEMO_ACCOUNTS;
  await ensureConfirmedAccount(options.admin, options.userPoolId, { ...admin, groups: [LOCAL_RESOURCES.adminsGroup] });
  await ensureConfirmedAccount(options.admin, options.userPoolId, beekeeper);

  const adminApi = seedingApi((await options.userPool.signIn(admin.email, admin.password)).idToken, options.gatewayUrl);
  await adminApi(routes.getCurrentUser.method, apiPath(routes.getCurrentUser));

  const beekeeperApi = seedingApi(
    (await options.userPool.signIn(beekeeper.email, beekeeper.password)).idToken,
    options.gatewayUrl,
  );
  const user = (await beekeeperApi(routes.getCurrentUser.method, apiPath(routes.getCurrentUser))) as { id: string };
  const apiaries = (await beekeeperApi(routes.listApiaries.method, apiPath(routes.listApiaries))) as Apiary[];
  if (apiaries.length > 0) return { createdDemoData: false };

  await makePro(user.id);
  await beekeeperApi(routes.updateProfile.method, apiPath(routes.updateProfile), DEMO_PROFILE);
  // Her records go back a year and more: her account, apiaries and hives are dated before them, not today.
  const history = noteHistory(beekeeperApi);
  const ids = await seedApiaries(history.api);
  for (const seedArea of Object.values(areas)) await seedArea({ beekeeperApi: history.api, adminApi, ids });
  await backdateDemoAccount(user.id, history);
  await ensureConfirmedAccount(options.admin, options.userPoolId, member);
  const memberApi = seedingApi(
    (await options.userPool.signIn(member.email, member.password)).idToken,
    options.gatewayUrl,
  );
  await seedTeam({ beekeeperApi, memberApi, ownerId: user.id, ids });
  return { createdDemoData: true };
}

/**
 * Two apiaries need Pro. The demo account is Pro as an operator would grant it, written on its user item, rather
 * than through a test-mode subscription: its trial would end, and the seed runs before the gateway's public port
 * (where the test-mode provider delivers its events) is open.
 */
async function makePro(userId: string): Promise<void> {
  // Imported here, after the local stack has set the functions' environment that the data layer reads on load.
  const { UserEntity } = await import('../../functions/lib/data/entities/user');
  await UserEntity.patch({ userId }).set({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }).go();
}
