/**
 * Reminders of a shared account's tasks: a member opts in on their membership (`taskReminders`), and the hourly
 * reminder job lists, in that member's own reminder e-mail, the account's tasks due today or overdue, within the
 * member's scope. Opting in is one conditional UpdateItem; the job reads the accounts a member opted into with one
 * Query of gsi1 (`accountsOfMember`), then each account's due tasks with the Query the owner's own reminder runs.
 */
import { API_ERRORS } from '../../../shared/messages';
import type { Task } from '../../../shared/schemas/task';
import type { SharedTaskReminders } from '../../../shared/schemas/team';
import type { Caller } from '../caller';
import { NotFoundError } from '../errors';
import { MembershipEntity } from './entities/membership';
import { listTasksDueBy } from './tasks';
import { isConditionFailure } from './transactions';

/**
 * Turns on or off, for the calling beekeeper, the reminders of the tasks of `accountId`, an account shared with
 * them: 404 when they are no member of it. The caller is the member acting as themselves (a `self` route); acting on
 * the shared account itself, their own id is `caller.member`. One conditional UpdateItem.
 */
export async function setSharedTaskReminders(
  caller: Caller,
  accountId: string,
  on: boolean,
): Promise<SharedTaskReminders> {
  const memberId = caller.member?.userId ?? caller.userId;
  try {
    const { data } = await MembershipEntity.patch({ accountId, memberId })
      .set({ taskReminders: on })
      .go({ response: 'all_new' });
    return { accountId, accountName: data.accountName, taskReminders: data.taskReminders ?? false };
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(API_ERRORS.sharedAccountNotFound);
    throw error;
  }
}

/** The shared accounts one reminder e-mail lists at most: each costs the hourly job a task Query and its names. */
const SHARED_ACCOUNTS_REMINDED = 10;

/** The memberships the one Query of a member's shared accounts reads: a beekeeper is on few teams. */
const MEMBERSHIPS_READ = 100;

/** A shared account whose tasks a member's reminder e-mail lists, with the member's scope there. */
export interface SharedAccountReminded {
  accountId: string;
  accountName: string;
  /** The apiaries the member may see; null for the whole account. */
  apiaryIds: readonly string[] | null;
}

/**
 * The shared accounts whose tasks `memberId` asked to be reminded of, by account id, at most
 * `SHARED_ACCOUNTS_REMINDED`: one Query. A member removed, or an account deleted, has no membership left to find.
 */
export async function listRemindedSharedAccounts(memberId: string): Promise<SharedAccountReminded[]> {
  const { data } = await MembershipEntity.query
    .accountsOfMember({ memberId })
    .where(({ taskReminders }, { eq }) => eq(taskReminders, true))
    .go({ limit: MEMBERSHIPS_READ });
  return data.slice(0, SHARED_ACCOUNTS_REMINDED).map((membership) => ({
    accountId: membership.accountId,
    accountName: membership.accountName,
    apiaryIds: membership.apiaryIds ?? null,
  }));
}

/**
 * Whether a member of that scope sees the task: a member of chosen apiaries sees the tasks of their hives and of the
 * apiaries themselves, and the account-wide tasks (linked to no apiary) only a member of the whole account does.
 */
function withinScope(task: Pick<Task, 'apiaryId'>, apiaryIds: readonly string[] | null): boolean {
  if (apiaryIds === null) return true;
  return task.apiaryId !== null && apiaryIds.includes(task.apiaryId);
}

/**
 * The pending tasks of a shared account due by `through` that the member may see, soonest first, at most `listed`:
 * the latest `listed` and one more of the account's, as the owner's own reminder reads them, then those within the
 * member's scope. `more` when the account had more due than that (the member's scope may leave fewer to list).
 */
export async function listSharedTasksDue(
  account: SharedAccountReminded,
  { through, listed }: { through: string; listed: number },
): Promise<{ tasks: Task[]; more: boolean }> {
  const tasks = await listTasksDueBy({ userId: account.accountId }, { through, limit: listed + 1 });
  const seen = tasks.filter((task) => withinScope(task, account.apiaryIds));
  return { tasks: seen.slice(-listed), more: tasks.length > listed };
}
