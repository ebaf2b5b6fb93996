import { describe, expect, it } from 'vitest';
import { LABELS_PER_REQUEST, formatLabelCode } from '../../../shared/domain/hive-labels';
import { RECORD_VERSION_HEADER } from '../../../shared/domain/offline-sync';
import { NEXT_CURSOR_HEADER } from '../../../shared/domain/paging';
import { API_ERRORS } from '../../../shared/messages';
import { HIVE_LABEL_API_ERRORS, HIVE_LABEL_VALIDATION } from '../../../shared/messages/hive-labels';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import { hiveLabelSchema, type HiveLabel } from '../../../shared/schemas/hive-label';
import { ACCOUNT_HEADER } from '../../lib/caller';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { recordSentCommands } from '../../test-support/sent-commands';
import { joinTeam } from '../../test-support/team';

async function hivesOf(who: TestBeekeeper, names: readonly string[]): Promise<Hive[]> {
  await setSubscription(who, 'pro', 'active');
  const apiary = (await who.request<Apiary>('createApiary', { body: { name: 'Home yard', location: 'Barn' } })).body;
  const hives: Hive[] = [];
  for (const name of names) {
    hives.push((await who.request<Hive>('createHive', { body: { name, apiaryId: apiary.id } })).body);
  }
  return hives;
}

const labelFor = (who: TestBeekeeper, code: string) =>
  who.request<HiveLabel & { message?: string }>('getHiveLabel', { pathParameters: { code } });

const assign = (who: TestBeekeeper, code: string, hiveId: string | null, headers: Record<string, string> = {}) =>
  who.request<HiveLabel & { message?: string }>('updateHiveLabel', {
    pathParameters: { code },
    body: { hiveId },
    headers,
  });

describe('hive labels', () => {
  it('makes a code for each chosen hive and blank codes, in one transaction, and each code opens its hive', async () => {
    const ann = beekeeper();
    const [hive1, hive2] = await hivesOf(ann, ['Hive 1', 'Hive 2']);
    const sent = recordSentCommands();
    const made = await ann.request<HiveLabel[]>('createHiveLabels', {
      body: { hiveIds: [hive1?.id, hive2?.id], blankCount: 2 },
    });
    expect(sent).toEqual(['BatchGetItemCommand', 'TransactWriteItemsCommand']);
    expect(made.statusCode).toBe(201);
    expect(made.body.map((label) => hiveLabelSchema.strict().parse(label))).toHaveLength(4);
    expect(made.body.map((label) => label.hiveName)).toEqual(['Hive 1', 'Hive 2', null, null]);
    expect(new Set(made.body.map((label) => label.code)).size).toBe(4);
    for (const label of made.body) expect(label.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);

    const [first, , blank] = made.body;
    sent.splice(0);
    // Typed in lower case with its hyphen, as read off the label.
    const opened = await labelFor(ann, formatLabelCode(first?.code ?? '').toLowerCase());
    expect(opened.body).toMatchObject({ code: first?.code, hiveId: hive1?.id, hiveName: 'Hive 1' });
    expect(sent).toEqual(['GetItemCommand', 'BatchGetItemCommand']);
    expect((await labelFor(ann, blank?.code ?? '')).body).toMatchObject({ hiveId: null, hiveName: null });
  });

  it('refuses a hive of another account, a bad code and too many labels, making nothing', async () => {
    const ann = beekeeper();
    const bob = beekeeper();
    const [bobsHive] = await hivesOf(bob, ['Bob 1']);
    await hivesOf(ann, []);
    expect(await ann.request('createHiveLabels', { body: { hiveIds: [bobsHive?.id] } })).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' },
    });
    expect(await ann.request('createHiveLabels', { body: { blankCount: LABELS_PER_REQUEST + 1 } })).toMatchObject({
      statusCode: 400,
    });
    expect(await ann.request('createHiveLabels', { body: {} })).toMatchObject({
      statusCode: 400,
      body: { errors: { hiveIds: [HIVE_LABEL_VALIDATION.labelHivesOrBlank] } },
    });
    expect(await labelFor(ann, 'K7Q-4MU')).toMatchObject({ statusCode: 400 });
    expect((await ann.request<HiveLabel[]>('listHiveLabels')).body).toEqual([]);
  });

  it("answers 404 for another account's code and an unknown one", async () => {
    const ann = beekeeper();
    const bob = beekeeper();
    const [annsHive] = await hivesOf(ann, ['Ann 1']);
    const [bobsHive] = await hivesOf(bob, ['Bob 1']);
    const [label] = (await ann.request<HiveLabel[]>('createHiveLabels', { body: { hiveIds: [annsHive?.id] } })).body;
    const code = label?.code ?? '';
    const notFound = {
      statusCode: 404,
      body: { message: HIVE_LABEL_API_ERRORS.hiveLabelNotFound, code: 'hiveLabelNotFound' },
    };
    expect(await labelFor(bob, code)).toMatchObject(notFound);
    expect(await assign(bob, code, bobsHive?.id ?? null)).toMatchObject(notFound);
    expect(await bob.request('deleteHiveLabel', { pathParameters: { code } })).toMatchObject(notFound);
    // Nor may Ann point her label at Bob's hive.
    expect(await assign(ann, code, bobsHive?.id ?? null)).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' },
    });
    expect((await labelFor(ann, code)).body).toMatchObject({ hiveId: annsHive?.id });
    const unknown = code === '000000' ? '000001' : '000000';
    expect(await labelFor(ann, unknown)).toMatchObject(notFound);
  });

  it('assigns a blank label, reassigns it and makes it blank again, refusing an edit from a stale version', async () => {
    const ann = beekeeper();
    const [hive1, hive2] = await hivesOf(ann, ['Hive 1', 'Hive 2']);
    const [blank] = (await ann.request<HiveLabel[]>('createHiveLabels', { body: { blankCount: 1 } })).body;
    const code = blank?.code ?? '';

    const assigned = await assign(ann, code, hive1?.id ?? null, { [RECORD_VERSION_HEADER]: blank?.version ?? '' });
    expect(assigned).toMatchObject({ statusCode: 200, body: { hiveId: hive1?.id, hiveName: 'Hive 1' } });
    expect(assigned.body.version).not.toBe(blank?.version);

    // Started from the blank label's version: someone has assigned it since.
    expect(await assign(ann, code, hive2?.id ?? null, { [RECORD_VERSION_HEADER]: blank?.version ?? '' })).toMatchObject(
      { statusCode: 409, body: { current: { hiveId: hive1?.id } } },
    );
    const reassigned = await assign(ann, code, hive2?.id ?? null, { [RECORD_VERSION_HEADER]: assigned.body.version });
    expect(reassigned.body).toMatchObject({ hiveId: hive2?.id, hiveName: 'Hive 2' });
    expect((await ann.request<HiveLabel[]>('listHiveLabels', { rawQueryString: `hiveId=${hive2?.id}` })).body).toEqual([
      expect.objectContaining({ code }),
    ]);
    expect((await ann.request<HiveLabel[]>('listHiveLabels', { rawQueryString: `hiveId=${hive1?.id}` })).body).toEqual(
      [],
    );

    expect((await assign(ann, code, null)).body).toMatchObject({ hiveId: null, hiveName: null });
    expect((await labelFor(ann, code)).body).toMatchObject({ hiveId: null });
    expect((await ann.request('deleteHiveLabel', { pathParameters: { code } })).statusCode).toBe(204);
    expect((await labelFor(ann, code)).statusCode).toBe(404);
  });

  it("frees a deleted hive's labels, which stay to be assigned again", async () => {
    const ann = beekeeper();
    const [gone, kept] = await hivesOf(ann, ['Gone', 'Kept']);
    const made = (await ann.request<HiveLabel[]>('createHiveLabels', { body: { hiveIds: [gone?.id, kept?.id] } })).body;
    expect((await ann.requestFor('deleteHive', gone?.id ?? '')).statusCode).toBe(204);
    // Freed in the table, not only answered blank: the hive's index holds none of them any more.
    expect((await ann.request<HiveLabel[]>('listHiveLabels', { rawQueryString: `hiveId=${gone?.id}` })).body).toEqual(
      [],
    );
    const [goneLabel, keptLabel] = made;
    expect((await labelFor(ann, goneLabel?.code ?? '')).body).toMatchObject({ hiveId: null, hiveName: null });
    expect((await labelFor(ann, keptLabel?.code ?? '')).body).toMatchObject({ hiveId: kept?.id });
    expect(await assign(ann, goneLabel?.code ?? '', kept?.id ?? null)).toMatchObject({ statusCode: 200 });
  });

  it('lists labels a page at a time for one Query and one BatchGet each, with the next cursor', async () => {
    const ann = beekeeper();
    const [hive] = await hivesOf(ann, ['Hive 1']);
    await ann.request('createHiveLabels', { body: { hiveIds: [hive?.id], blankCount: 4 } });
    const sent = recordSentCommands();
    const first = await ann.request<HiveLabel[]>('listHiveLabels', { rawQueryString: 'limit=3' });
    expect(first.body).toHaveLength(3);
    // The hives' names are read only for a page with an assigned label (codes are random, so it may have none).
    const assigned = first.body.some((label) => label.hiveId !== null);
    expect(sent).toEqual(assigned ? ['QueryCommand', 'BatchGetItemCommand'] : ['QueryCommand']);
    const cursor = first.headers?.[NEXT_CURSOR_HEADER] ?? '';
    const second = await ann.request<HiveLabel[]>('listHiveLabels', { rawQueryString: `limit=3&cursor=${cursor}` });
    expect(second.body).toHaveLength(2);
    expect(second.headers?.[NEXT_CURSOR_HEADER]).toBeUndefined();
    const codes = [...first.body, ...second.body].map((label) => label.code);
    expect(codes).toEqual([...codes].sort());
    expect([...first.body, ...second.body].filter((label) => label.hiveName === 'Hive 1')).toHaveLength(1);
  });

  it("keeps a member of chosen apiaries to their apiaries' hives, with the blank labels", async () => {
    const owner = beekeeper();
    await setSubscription(owner, 'pro', 'active');
    const apiaryOf = async (name: string) =>
      (await owner.request<Apiary>('createApiary', { body: { name, location: 'Hill' } })).body;
    const [home, away] = [await apiaryOf('Home'), await apiaryOf('Away')];
    const hiveIn = async (apiary: Apiary, name: string) =>
      (await owner.request<Hive>('createHive', { body: { name, apiaryId: apiary.id } })).body;
    const [inside, outside] = [await hiveIn(home, 'Inside'), await hiveIn(away, 'Outside')];
    const [insideLabel, outsideLabel, blank] = (
      await owner.request<HiveLabel[]>('createHiveLabels', {
        body: { hiveIds: [inside.id, outside.id], blankCount: 1 },
      })
    ).body;
    const member = beekeeper();
    await joinTeam(owner, member, { role: 'editor', apiaryIds: [home.id] });
    const headers = { [ACCOUNT_HEADER]: owner.userId };
    const listed = await member.request<HiveLabel[]>('listHiveLabels', { headers });
    expect(listed.body.map((label) => label.code).sort()).toEqual([insideLabel?.code, blank?.code].sort());
    expect(
      await member.request('getHiveLabel', { headers, pathParameters: { code: outsideLabel?.code ?? '' } }),
    ).toMatchObject({
      statusCode: 404,
      body: { message: HIVE_LABEL_API_ERRORS.hiveLabelNotFound, code: 'hiveLabelNotFound' },
    });
    // Nor may they point a label at a hive outside, or make one for it.
    expect(await assign(member, blank?.code ?? '', outside.id, headers)).toMatchObject({ statusCode: 404 });
    expect(await member.request('createHiveLabels', { headers, body: { hiveIds: [outside.id] } })).toMatchObject({
      statusCode: 404,
    });
    expect((await assign(member, blank?.code ?? '', inside.id, headers)).body).toMatchObject({ hiveId: inside.id });
  });
});
