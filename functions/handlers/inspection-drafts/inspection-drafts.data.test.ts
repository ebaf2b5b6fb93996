import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { HIVE_HEALTH_NOT_INSPECTED } from '../../../shared/domain/hive';
import { INSPECTION_DRAFTS_PER_DAY, TRANSCRIPT_MAX_LENGTH } from '../../../shared/domain/inspection-drafts';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import { INSPECTION_DRAFT_API_ERRORS, INSPECTION_DRAFT_VALIDATION } from '../../../shared/messages/inspection-drafts';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import type { InspectionDraftAnswer } from '../../../shared/schemas/inspection-draft';
import { ACCOUNT_HEADER, type Caller } from '../../lib/caller';
import { ContentGenerationError } from '../../lib/content/content-generator';
import type { DraftBrief, InspectionDrafter } from '../../lib/content/inspection-drafter';
import { HiveEntity } from '../../lib/data/entities/hive';
import { RateCounterEntity } from '../../lib/data/entities/rate-counter';
import { UserEntity } from '../../lib/data/entities/user';
import { draftInspections } from '../../lib/data/inspection-drafts';
import { BEEKEEPER_RATE_COUNTERS } from '../../lib/data/rate-counters';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { recordSentCommands } from '../../test-support/sent-commands';
import { joinTeam } from '../../test-support/team';

const WRITE_COMMANDS = ['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'TransactWriteItemsCommand'];

async function proBeekeeper(): Promise<TestBeekeeper> {
  const who = beekeeper();
  await setSubscription(who, 'pro', 'active');
  return who;
}

async function apiaryWith(who: TestBeekeeper, hiveNames: readonly string[], name = 'Home yard') {
  const apiary = (await who.request<Apiary>('createApiary', { body: { name, location: 'Barn' } })).body;
  const hives: Hive[] = [];
  for (const hiveName of hiveNames) {
    const hive = await who.request<Hive>('createHive', { body: { name: hiveName, apiaryId: apiary.id } });
    expect(hive.statusCode).toBe(201);
    hives.push(hive.body);
  }
  return { apiary, hives };
}

function draft(who: TestBeekeeper, body: unknown, headers: Record<string, string> = {}) {
  return who.request<InspectionDraftAnswer & { message?: string; code?: string }>('draftInspections', {
    body,
    headers,
  });
}

/** Today's count of the acting beekeeper, set as so many drafts would have left it (through the real table). */
async function setTodaysCount(userId: string, count: number): Promise<void> {
  const { scope } = BEEKEEPER_RATE_COUNTERS.inspectionDrafts;
  const dayStart = new Date(new Date().toISOString().slice(0, 10)).getTime();
  await RateCounterEntity.put({
    scope,
    sender: userId,
    window: new Date(dayStart).toISOString(),
    count,
    expiresAt: dayStart / 1000 + 24 * 60 * 60,
  }).go();
}

async function todaysCount(userId: string): Promise<number | undefined> {
  const { scope } = BEEKEEPER_RATE_COUNTERS.inspectionDrafts;
  const window = new Date(new Date().toISOString().slice(0, 10)).toISOString();
  const { data } = await RateCounterEntity.get({ scope, sender: userId, window }).go({ consistent: true });
  return data?.count;
}

const callerOf = (who: TestBeekeeper): Caller => ({ userId: who.userId, email: who.email, groups: [], isAdmin: false });

/** A drafter that keeps the brief it was given and answers `drafts`. */
function recordingDrafter(drafts: Awaited<ReturnType<InspectionDrafter['draftInspections']>> = []) {
  const briefs: DraftBrief[] = [];
  const drafter: InspectionDrafter = {
    name: 'bedrock',
    draftInspections: async (brief) => {
      briefs.push(brief);
      return drafts;
    },
  };
  return { drafter, briefs };
}

describe('POST /api/inspection-drafts', () => {
  it("drafts a Pro beekeeper's words for the two hives of the apiary they name, and counts the day's draft", async () => {
    const ann = await proBeekeeper();
    const { apiary, hives } = await apiaryWith(ann, ['Rose', 'Daisy', 'Clover']);
    const [rose, daisy] = hives;

    const sent = recordSentCommands();
    const answer = await draft(ann, {
      apiaryId: apiary.id,
      transcript: 'Rose: queen seen, eggs present, very calm. Daisy: alcohol wash, 6 mites.',
    });

    expect(answer.statusCode).toBe(200);
    // The plan, the apiary and the profile read, the count raised, the apiary's hives in one Query: never a Scan.
    expect(sent).toEqual([
      'GetItemCommand',
      'GetItemCommand',
      'GetItemCommand',
      'UpdateItemCommand',
      'QueryCommand on gsi1',
    ]);
    expect(answer.body.drafter).toBe('built-in');
    expect(answer.body.drafts.map((each) => each.hiveId)).toEqual([rose?.id, daisy?.id]);
    expect(answer.body.drafts[0]?.fields.queenSeen).toEqual({ value: true, evidence: 'queen seen' });
    expect(answer.body.drafts[1]?.fields.varroaMites).toEqual({ value: 6, evidence: '6 mites' });
    expect(answer.body.remainingToday).toBe(INSPECTION_DRAFTS_PER_DAY - 1);
    expect(await todaysCount(ann.userId)).toBe(1);
  });

  it('answers a free beekeeper 402 and counts nothing', async () => {
    const bob = beekeeper();
    const { apiary } = await apiaryWith(bob, ['Rose']);
    const answer = await draft(bob, { apiaryId: apiary.id, transcript: 'Queen seen' });
    expect(answer).toMatchObject({ statusCode: 402, body: { message: API_ERRORS.proRequired } });
    expect(await todaysCount(bob.userId)).toBeUndefined();
  });

  it("answers another beekeeper's apiary 404, as one that doesn't exist, and counts nothing", async () => {
    const ann = await proBeekeeper();
    const { apiary } = await apiaryWith(ann, ['Rose']);
    const eve = await proBeekeeper();
    for (const apiaryId of [apiary.id, '01JZZZZZZZZZZZZZZZZZZZZZZZ']) {
      expect(await draft(eve, { apiaryId, transcript: 'Queen seen' })).toMatchObject({
        statusCode: 404,
        body: { message: API_ERRORS.apiaryNotFound },
      });
    }
    expect(await todaysCount(eve.userId)).toBeUndefined();
  });

  it('answers a blank or overlong transcript 400 with its message', async () => {
    const ann = await proBeekeeper();
    const { apiary } = await apiaryWith(ann, ['Rose']);
    for (const transcript of ['', '   ', undefined]) {
      expect(await draft(ann, { apiaryId: apiary.id, transcript })).toMatchObject({
        statusCode: 400,
        body: {
          message: INSPECTION_DRAFT_VALIDATION.transcriptRequired,
          code: 'transcriptRequired',
          errors: { transcript: [INSPECTION_DRAFT_VALIDATION.transcriptRequired] },
        },
      });
    }
    const overlong = await draft(ann, { apiaryId: apiary.id, transcript: 'b'.repeat(TRANSCRIPT_MAX_LENGTH + 1) });
    expect(overlong).toMatchObject({
      statusCode: 400,
      body: { message: VALIDATION.tooLong('Transcript', TRANSCRIPT_MAX_LENGTH) },
    });
    expect(await todaysCount(ann.userId)).toBeUndefined();
  });

  it("answers the day's last draft, then 429 with its code, and does nothing else past it", async () => {
    const ann = await proBeekeeper();
    const { apiary } = await apiaryWith(ann, ['Rose']);
    await setTodaysCount(ann.userId, INSPECTION_DRAFTS_PER_DAY - 1);

    const last = await draft(ann, { apiaryId: apiary.id, transcript: 'Queen seen' });
    expect(last).toMatchObject({ statusCode: 200, body: { remainingToday: 0 } });

    const sent = recordSentCommands();
    const over = await draft(ann, { apiaryId: apiary.id, transcript: 'Queen seen' });
    expect(over).toMatchObject({
      statusCode: 429,
      body: {
        message: INSPECTION_DRAFT_API_ERRORS.inspectionDraftsPerDay,
        code: 'inspectionDraftsPerDay',
      },
    });
    // The apiary and the acting beekeeper's profile read, the refused count: no hives read, no drafter run.
    expect(sent.filter((command) => command.startsWith('QueryCommand'))).toEqual([]);
    expect(sent.filter((command) => WRITE_COMMANDS.includes(command))).toEqual(['UpdateItemCommand']);
    expect(await todaysCount(ann.userId)).toBe(INSPECTION_DRAFTS_PER_DAY);
  });

  it("refuses a viewer of the beekeeper's team 403, and keeps an editor of chosen apiaries to them", async () => {
    const owner = await proBeekeeper();
    const home = await apiaryWith(owner, ['Rose'], 'Home yard');
    const out = await apiaryWith(owner, ['Daisy'], 'Out yard');
    const viewer = beekeeper();
    const editor = beekeeper();
    await joinTeam(owner, viewer, { role: 'viewer' });
    await joinTeam(owner, editor, { role: 'editor', apiaryIds: [home.apiary.id] });
    const onOwners = { [ACCOUNT_HEADER]: owner.userId };

    expect(await draft(viewer, { apiaryId: home.apiary.id, transcript: 'Rose: queen seen' }, onOwners)).toMatchObject({
      statusCode: 403,
      body: { message: API_ERRORS.roleCannot('editor') },
    });
    expect(await draft(editor, { apiaryId: out.apiary.id, transcript: 'Daisy: queen seen' }, onOwners)).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.apiaryNotFound },
    });
    const drafted = await draft(editor, { apiaryId: home.apiary.id, transcript: 'Rose: queen seen' }, onOwners);
    expect(drafted.statusCode).toBe(200);
    // The day's count is the acting member's own, not the owner's.
    expect(await todaysCount(editor.userId)).toBe(1);
    expect(await todaysCount(owner.userId)).toBeUndefined();
  });
});

describe('draftInspections', () => {
  it("gives the drafter the apiary's active hives, the beekeeper's language and units, and their words", async () => {
    const ann = await proBeekeeper();
    const { apiary, hives } = await apiaryWith(ann, ['Linde', 'Eiche', 'Buche']);
    const other = await apiaryWith(ann, ['Ahorn'], 'Waldrand');
    const [linde, eiche, buche] = hives;
    await ann.requestFor('updateHive', buche?.id ?? '', {
      body: { name: 'Buche', apiaryId: apiary.id, status: 'dead' },
    });
    await UserEntity.patch({ userId: ann.userId }).set({ language: 'de', units: 'metric' }).go();
    const transcript = 'Linde: Königin gesehen.';
    const { drafter, briefs } = recordingDrafter();

    await draftInspections(callerOf(ann), { apiaryId: apiary.id, transcript }, drafter);
    expect(briefs).toEqual([
      {
        transcript,
        hives: expect.arrayContaining([
          { id: linde?.id, name: 'Linde' },
          { id: eiche?.id, name: 'Eiche' },
        ]) as unknown,
        locale: 'de',
        units: 'metric',
      },
    ]);
    expect(briefs[0]?.hives).toHaveLength(2);
    expect(briefs[0]?.hives.map(({ id }) => id)).not.toContain(other.hives[0]?.id);

    // The language the words were spoken in, when the request says it, over the profile's.
    await draftInspections(callerOf(ann), { apiaryId: apiary.id, transcript, locale: 'fr' }, drafter);
    expect(briefs[1]?.locale).toBe('fr');
  });

  it("reads a commercial yard's hundreds of hives in one Query, never a Scan", async () => {
    const ann = await proBeekeeper();
    const { apiary } = await apiaryWith(ann, []);
    const yard = Array.from({ length: 400 }, (_, index) => ({
      userId: ann.userId,
      hiveId: ulid(),
      apiaryId: apiary.id,
      name: `Hive ${String(index + 1).padStart(3, '0')}`,
      status: 'active' as const,
      healthStatus: HIVE_HEALTH_NOT_INSPECTED,
    }));
    await HiveEntity.put(yard).go({ concurrent: 4 });
    const { drafter, briefs } = recordingDrafter();

    const sent = recordSentCommands();
    await draftInspections(callerOf(ann), { apiaryId: apiary.id, transcript: 'Hive 017: queen seen' }, drafter);
    expect(sent.filter((command) => command.startsWith('QueryCommand'))).toEqual(['QueryCommand on gsi1']);
    expect(briefs[0]?.hives).toHaveLength(400);
  });

  it('answers a hive id not of this apiary as null, for the beekeeper to pick', async () => {
    const ann = await proBeekeeper();
    const { apiary, hives } = await apiaryWith(ann, ['Rose']);
    const other = await apiaryWith(ann, ['Daisy'], 'Out yard');
    const fields = { queenSeen: { value: true, evidence: 'queen seen' } };
    const { drafter } = recordingDrafter([
      { hiveId: hives[0]?.id ?? null, fields },
      { hiveId: other.hives[0]?.id ?? null, fields },
      { hiveId: '01JMADEUPMADEUPMADEUPMADEU', fields },
    ]);

    const answer = await draftInspections(callerOf(ann), { apiaryId: apiary.id, transcript: 'queen seen' }, drafter);
    expect(answer.drafts.map(({ hiveId }) => hiveId)).toEqual([hives[0]?.id, null, null]);
    expect(answer).toMatchObject({ drafter: 'bedrock', remainingToday: INSPECTION_DRAFTS_PER_DAY - 1 });
  });

  it("answers a drafter's failure or a malformed draft 502 with its message, the detail kept from the beekeeper", async () => {
    const ann = await proBeekeeper();
    const { apiary } = await apiaryWith(ann, ['Rose']);
    const failing: InspectionDrafter = {
      name: 'bedrock',
      draftInspections: () => Promise.reject(new ContentGenerationError('The text model gave no drafts')),
    };
    const malformed = recordingDrafter([
      { hiveId: null, fields: { temperament: { value: 9, evidence: 'wild' } } },
    ]).drafter;
    for (const drafter of [failing, malformed]) {
      await expect(
        draftInspections(callerOf(ann), { apiaryId: apiary.id, transcript: 'queen seen' }, drafter),
      ).rejects.toMatchObject({ statusCode: 502, message: INSPECTION_DRAFT_API_ERRORS.inspectionDraftFailed });
    }
  });
});
