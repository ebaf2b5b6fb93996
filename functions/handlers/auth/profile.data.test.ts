import { describe, expect, it } from 'vitest';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import type { Inspection } from '../../../shared/schemas/inspection';
import type { UsernameCheck } from '../../../shared/schemas/profile';
import type { CurrentUser } from '../../../shared/schemas/user';
import { DEFAULT_USER_PREFERENCES } from '../../../shared/domain/user-preferences';
import { UsernameClaimEntity } from '../../lib/data/entities/username-claim';
import { getUser } from '../../lib/data/users';
import { beekeeper, type TestBeekeeper } from '../../test-support/api';
import { recordSentCommands } from '../../test-support/sent-commands';

function updateProfile(who: TestBeekeeper, body: unknown) {
  return who.request<CurrentUser>('updateProfile', { body });
}

function checkUsername(who: TestBeekeeper, username: string) {
  return who.request<UsernameCheck>('checkUsername', { pathParameters: { username } });
}

async function currentUser(who: TestBeekeeper): Promise<CurrentUser> {
  return (await who.request<CurrentUser>('getCurrentUser')).body;
}

/** A name no other test uses (usernames are unique across the table). */
function uniqueName(stem: string): string {
  return `${stem}_${Math.random().toString(36).slice(2, 10)}`;
}

describe('usernames', () => {
  it('go to exactly one of ten beekeepers claiming one name at once, in different cases; the others get 409', async () => {
    const name = uniqueName('Queen');
    const rivals = Array.from({ length: 10 }, () => beekeeper());
    const answers = await Promise.all(
      rivals.map((rival, index) => updateProfile(rival, { username: index % 2 ? name.toUpperCase() : name })),
    );
    const winners = answers.filter((answer) => answer.statusCode === 200);
    expect(winners).toHaveLength(1);
    const losers = answers.filter((answer) => answer.statusCode !== 200);
    expect(losers.map(({ statusCode, body }) => ({ statusCode, body }))).toEqual(
      Array.from({ length: 9 }, () => ({
        statusCode: 409,
        body: { message: API_ERRORS.usernameTaken, code: 'usernameTaken' },
      })),
    );
    const winner = rivals.find((_, index) => answers[index]?.statusCode === 200);
    const { data: claim } = await UsernameClaimEntity.get({ username: name.toLowerCase() }).go();
    expect(claim?.userId).toBe(winner?.userId);
    for (const loser of rivals.filter((rival) => rival !== winner)) {
      expect((await currentUser(loser)).username).toBeNull();
    }
  });

  it('free the old name when changed, so another beekeeper can take it; the new one is held', async () => {
    const [ann, bob] = [beekeeper(), beekeeper()];
    const meadow = uniqueName('meadow');
    const clover = uniqueName('clover');
    expect((await updateProfile(ann, { username: meadow })).statusCode).toBe(200);
    expect((await updateProfile(bob, { username: meadow })).statusCode).toBe(409);

    const renamed = await updateProfile(ann, { username: clover });
    expect(renamed.body.username).toBe(clover);
    expect(await checkUsername(bob, meadow)).toMatchObject({ body: { available: true } });
    expect((await updateProfile(bob, { username: meadow.toUpperCase() })).body.username).toBe(meadow.toUpperCase());
    expect((await updateProfile(bob, { username: clover })).statusCode).toBe(409);

    // Cleared: the name is free again.
    expect((await updateProfile(ann, { username: '' })).body.username).toBeNull();
    expect((await updateProfile(bob, { username: clover })).body.username).toBe(clover);
  });

  it('are checked without regard to case, the caller’s own name available, with one Get', async () => {
    const [ann, bob] = [beekeeper(), beekeeper()];
    const honey = uniqueName('Honey');
    await updateProfile(ann, { username: honey });

    const sent = recordSentCommands();
    expect((await checkUsername(bob, honey.toLowerCase())).body).toEqual({
      available: false,
      reason: API_ERRORS.usernameTaken,
    });
    expect(sent).toEqual(['GetItemCommand']);
    expect((await checkUsername(ann, honey.toUpperCase())).body).toEqual({ available: true });
    expect((await checkUsername(bob, uniqueName('free'))).body).toEqual({ available: true });
    // A malformed or reserved name is a 400 with its rule's message: the form says so before asking.
    expect(await checkUsername(bob, 'no spaces!')).toMatchObject({
      statusCode: 400,
      body: { errors: { username: [VALIDATION.usernameFormat] } },
    });
    expect(await checkUsername(bob, 'Admin')).toMatchObject({
      statusCode: 400,
      body: { errors: { username: [VALIDATION.usernameReserved] } },
    });
    expect((await updateProfile(bob, { username: 'support' })).statusCode).toBe(400);

    // Re-saving one's own name in another case keeps it.
    expect((await updateProfile(ann, { username: honey.toUpperCase() })).body.username).toBe(honey.toUpperCase());
    expect((await updateProfile(bob, { username: honey })).statusCode).toBe(409);
  });
});

describe('PATCH /api/auth/profile', () => {
  it('saves only the fields sent, preferences and notifications included, and answers the user', async () => {
    const ann = beekeeper();
    const named = await updateProfile(ann, { firstName: 'Ann', lastName: 'Hale', bio: 'Two hives by the orchard' });
    expect(named.statusCode).toBe(200);
    expect(named.body).toMatchObject({ firstName: 'Ann', lastName: 'Hale', bio: 'Two hives by the orchard' });
    expect(named.body.preferences).toEqual(DEFAULT_USER_PREFERENCES);

    const metric = await updateProfile(ann, { preferences: { units: 'metric' } });
    expect(metric.body).toMatchObject({ firstName: 'Ann', bio: 'Two hives by the orchard' });
    expect(metric.body.preferences).toEqual({ ...DEFAULT_USER_PREFERENCES, units: 'metric' });

    const news = await updateProfile(ann, {
      bio: '',
      preferences: { defaultHiveType: 'top_bar', notifications: { productNews: true } },
    });
    expect(news.body.bio).toBeNull();
    expect(news.body.preferences).toEqual({
      units: 'metric',
      defaultHiveType: 'top_bar',
      notifications: { ...DEFAULT_USER_PREFERENCES.notifications, productNews: true },
      timezone: null,
      language: null,
    });
    expect(await currentUser(ann)).toEqual(news.body);
    // The language chosen is kept for every screen and e-mail; the rest stays.
    const german = await updateProfile(ann, { preferences: { language: 'de' } });
    expect(german.body.preferences).toEqual({ ...news.body.preferences, language: 'de' });
    expect(await currentUser(ann)).toEqual(german.body);
  });

  it('answers 400 with the schema’s messages and changes nothing', async () => {
    const ann = beekeeper();
    const before = (await updateProfile(ann, { firstName: 'Ann' })).body;
    const tooShort = await updateProfile(ann, { username: 'ab', firstName: 'Annie' });
    expect(tooShort).toMatchObject({
      statusCode: 400,
      body: {
        message: VALIDATION.usernameFormat,
        code: 'usernameFormat',
        errors: { username: [VALIDATION.usernameFormat] },
      },
    });
    const badUnits = await updateProfile(ann, { preferences: { units: 'furlongs' } });
    expect(badUnits.statusCode).toBe(400);
    const klingon = await updateProfile(ann, { preferences: { language: 'tlh' } });
    expect(klingon).toMatchObject({
      statusCode: 400,
      body: { errors: { 'preferences.language': [VALIDATION.languageInvalid] } },
    });
    expect(await currentUser(ann)).toEqual(before);
  });
});

describe('the statistics of GET /api/auth/user', () => {
  const today = new Date().toISOString().slice(0, 10);
  const thisYear = Number(today.slice(0, 4));
  const lastYear = `${thisYear - 1}-06-15`;

  /** Hives in one apiary (the free plan's one). */
  async function hivesOf(who: TestBeekeeper, count: number): Promise<Hive[]> {
    const apiary = await who.request<Apiary>('createApiary', { body: { name: 'Home yard', location: 'Barn' } });
    const body = (index: number) => ({ name: `Hive ${index + 1}`, apiaryId: apiary.body.id });
    return Promise.all(
      Array.from(
        { length: count },
        async (_, index) => (await who.request<Hive>('createHive', { body: body(index) })).body,
      ),
    );
  }

  function inspectionOn(hiveId: string, inspectionDate: string) {
    return { hiveId, inspectionDate, broodPattern: 3, temperament: 3, population: 3, foodStores: 3 };
  }

  async function record(who: TestBeekeeper, hiveId: string, inspectionDate: string): Promise<Inspection> {
    const answer = await who.request<Inspection>('createInspection', { body: inspectionOn(hiveId, inspectionDate) });
    expect(answer.statusCode).toBe(201);
    return answer.body;
  }

  it('count the inspections of this year through record, edits across a year, delete and the hive’s delete', async () => {
    const ann = beekeeper();
    const [hive] = (await hivesOf(ann, 1)) as [Hive];
    const statistics = async () => (await currentUser(ann)).statistics;
    expect(await statistics()).toMatchObject({ hives: 1, apiaries: 1, inspectionsThisYear: 0 });

    const current = await record(ann, hive.id, today);
    const older = await record(ann, hive.id, lastYear);
    expect(await statistics()).toMatchObject({ inspectionsThisYear: 1, daysSinceLastInspection: 0 });

    await ann.requestFor('updateInspection', older.id, { body: inspectionOn(hive.id, `${thisYear}-01-01`) });
    expect((await statistics()).inspectionsThisYear).toBe(2);
    await ann.requestFor('updateInspection', current.id, { body: inspectionOn(hive.id, lastYear) });
    expect((await statistics()).inspectionsThisYear).toBe(1);
    // An edit within the year changes no count.
    await ann.requestFor('updateInspection', older.id, { body: inspectionOn(hive.id, `${thisYear}-01-02`) });
    expect((await statistics()).inspectionsThisYear).toBe(1);

    expect((await ann.requestFor('deleteInspection', older.id)).statusCode).toBe(204);
    expect((await statistics()).inspectionsThisYear).toBe(0);

    await record(ann, hive.id, today);
    await record(ann, hive.id, today);
    expect((await statistics()).inspectionsThisYear).toBe(2);
    expect((await ann.requestFor('deleteHive', hive.id)).statusCode).toBe(204);
    expect(await statistics()).toMatchObject({
      hives: 0,
      apiaries: 1,
      inspectionsThisYear: 0,
      daysSinceLastInspection: null,
    });
  });

  it('count the days since the newest inspection of any hive', async () => {
    const ann = beekeeper();
    const [first, second] = (await hivesOf(ann, 2)) as [Hive, Hive];
    expect((await currentUser(ann)).statistics.daysSinceLastInspection).toBeNull();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    await record(ann, first.id, daysAgo(40));
    expect((await currentUser(ann)).statistics.daysSinceLastInspection).toBe(40);
    await record(ann, second.id, daysAgo(12));
    await record(ann, first.id, daysAgo(90));
    expect((await currentUser(ann)).statistics).toMatchObject({ daysSinceLastInspection: 12, hives: 2, apiaries: 1 });
  });

  it('cost three DynamoDB requests once the user exists, none of them a Scan', async () => {
    const ann = beekeeper();
    await currentUser(ann);
    const sent = recordSentCommands();
    await currentUser(ann);
    expect(sent.sort()).toEqual(['GetItemCommand', 'GetItemCommand', 'QueryCommand on gsi2']);
    expect((await getUser(ann.userId))?.hiveCount).toBe(0);
  });
});
