import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The data layer's conventions (written down in `service.ts`): a function that acts for the signed-in beekeeper
 * takes their Caller first and is named verb + entity, with no `ForUser`/`OfUser` suffix (only the user item is
 * also read by its key); a write of several items goes through `writeTransaction`, whose outcome is read by name.
 */
const KEYED_BY_USER_ID = new Set(['getUser']);
/** The payment provider's state lands on the user its subscription names, whoever calls (the webhook has no Caller). */
const KEYED_BY_SUBSCRIPTION = new Set(['applySubscriptionState', 'applyBillingEvent']);

/**
 * The account deletion job finishes what a beekeeper asked for, after they have gone: it has no Caller. It ends
 * their places on others' teams as leaving does (`endMembership`).
 */
const RUN_BY_THE_DELETION_JOB = new Set(['listUnfinishedDeletions', 'finishAccountDeletion', 'endMembership']);

/** The hourly reminder job reads, for each beekeeper it e-mails, the shared accounts they asked reminders of. */
const RUN_BY_THE_REMINDER_JOB = new Set(['listRemindedSharedAccounts', 'listSharedTasksDue']);

/** The sign-up notice (a Cognito trigger: no Caller) writes to each admin in their profile's language. */
const RUN_BY_THE_SIGNUP_NOTICE = new Set(['profileLanguages']);

/** A hive scale's uplink comes from The Things Network, not a beekeeper: the scale's secret, not a token, admits it. */
const SENT_BY_A_DEVICE = new Set(['receiveScaleUplink']);

const EXPORTED_FUNCTION = /export (?:async )?function (\w+)(?:<[^>]*>)?\(\s*([^,)]*)/g;

function namingProblems(file: string, text: string): string[] {
  if (!/import type \{ Caller \}/.test(text)) return []; // not a module of the beekeeper's records
  return [...text.matchAll(EXPORTED_FUNCTION)].flatMap(([, name = '', firstParameter = '']) => {
    const problems: string[] = [];
    if (/(For|Of)User$/.test(name)) problems.push(`${file}: ${name} names its owner; the Caller parameter says it`);
    const async = text.includes(`export async function ${name}`);
    if (
      async &&
      !KEYED_BY_USER_ID.has(name) &&
      !KEYED_BY_SUBSCRIPTION.has(name) &&
      !RUN_BY_THE_DELETION_JOB.has(name) &&
      !RUN_BY_THE_REMINDER_JOB.has(name) &&
      !RUN_BY_THE_SIGNUP_NOTICE.has(name) &&
      !SENT_BY_A_DEVICE.has(name) &&
      !/:\s*(Pick<)?Caller\b/.test(firstParameter)
    ) {
      problems.push(`${file}: ${name} takes ${firstParameter.trim() || 'nothing'} first, not the Caller`);
    }
    return problems;
  });
}

const folder = import.meta.dirname;
const modules = readdirSync(folder)
  .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
  .map((file) => ({ file, text: readFileSync(join(folder, file), 'utf8') }));

describe('the data layer', () => {
  it('names its functions verb + entity and gives them the Caller first', () => {
    expect(modules.map(({ file }) => file)).toContain('hives.ts');
    expect(modules.flatMap(({ file, text }) => namingProblems(file, text))).toEqual([]);
  });

  it('writes several items only through writeTransaction, so every outcome is read by name', () => {
    const direct = modules.filter(
      ({ file, text }) => file !== 'transactions.ts' && text.includes('transaction.write('),
    );
    expect(direct.map(({ file }) => file)).toEqual([]);
    expect(modules.filter(({ text }) => text.includes('writeTransaction(')).length).toBeGreaterThanOrEqual(3);
  });

  it('reports an owner in the name and a user id in place of the Caller', () => {
    const text = `import type { Caller } from '../caller';
export async function listHivesOfUser(userId: string): Promise<Hive[]> {}
export async function getHive({ userId }: Caller, hiveId: string) {}`;
    expect(namingProblems('hives.ts', text)).toEqual([
      'hives.ts: listHivesOfUser names its owner; the Caller parameter says it',
      'hives.ts: listHivesOfUser takes userId: string first, not the Caller',
    ]);
  });
});
