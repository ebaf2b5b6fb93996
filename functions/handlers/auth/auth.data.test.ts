import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../../shared/messages';
import { currentUserSchema, type CurrentUser, type IsNewUser } from '../../../shared/schemas/user';
import { DEFAULT_USER_PREFERENCES } from '../../../shared/domain/user-preferences';
import { getUser } from '../../lib/data/users';
import { beekeeper, request } from '../../test-support/api';

const apiary = { name: 'Home yard', location: 'Behind the barn' };

describe('GET /api/auth/user', () => {
  it('creates the user on the first call from the token, with the free plan, empty profile and defaults', async () => {
    const ann = beekeeper();
    expect(await getUser(ann.userId)).toBeNull();

    const first = await ann.request<CurrentUser>('getCurrentUser');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json');
    expect(currentUserSchema.strict().parse(first.body)).toEqual({
      id: ann.userId,
      username: null,
      firstName: null,
      lastName: null,
      bio: null,
      email: ann.email,
      profileImageUrl: null,
      createdAt: expect.any(String),
      isAdmin: false,
      subscriptionPlan: 'free',
      subscriptionStatus: 'free',
      preferences: DEFAULT_USER_PREFERENCES,
      statistics: {
        hives: 0,
        apiaries: 0,
        inspectionsThisYear: 0,
        daysSinceLastInspection: null,
        memberSince: first.body.createdAt,
      },
    });
    expect(await getUser(ann.userId)).toMatchObject({ email: ann.email, hiveCount: 0, apiaryCount: 0 });

    const again = await ann.request<CurrentUser>('getCurrentUser');
    expect(again.body).toEqual(first.body);
  });

  it('makes members of the admins group admins', async () => {
    const admin = beekeeper({ groups: ['admins'] });
    expect((await admin.request<CurrentUser>('getCurrentUser')).body.isAdmin).toBe(true);
    const editor = beekeeper({ groups: ['editors'] });
    expect((await editor.request<CurrentUser>('getCurrentUser')).body.isAdmin).toBe(false);
  });

  it('follows the e-mail of the token and keeps the rest', async () => {
    const ann = beekeeper();
    const before = (await ann.request<CurrentUser>('getCurrentUser')).body;
    const after = await request<CurrentUser>('getCurrentUser', {
      claims: { ...ann.claims, email: 'ann@new.example.com' },
    });
    expect(after.body).toEqual({ ...before, email: 'ann@new.example.com' });
  });

  it('completes a user record that an apiary created before the first call', async () => {
    const ann = beekeeper();
    expect((await ann.request('createApiary', { body: apiary })).statusCode).toBe(201);
    const user = await ann.request<CurrentUser>('getCurrentUser');
    expect(user.body).toMatchObject({ id: ann.userId, email: ann.email, subscriptionPlan: 'free' });
    expect(await getUser(ann.userId)).toMatchObject({ apiaryCount: 1, hiveCount: 0 });
  });

  it('answers 401 without a token', async () => {
    const answer = await request('getCurrentUser');
    expect(answer).toMatchObject({ statusCode: 401, body: { message: API_ERRORS.unauthorized, code: 'unauthorized' } });
  });
});

describe('GET /api/auth/user/is-new', () => {
  it('is true until the first apiary and again once everything is deleted', async () => {
    const ann = beekeeper();
    const isNew = async () => (await ann.request<IsNewUser>('getIsNewUser')).body;
    expect(await isNew()).toEqual({ isNewUser: true, gettingStartedDismissed: false });

    const created = await ann.request<{ id: string }>('createApiary', { body: apiary });
    expect(await isNew()).toEqual({ isNewUser: false, gettingStartedDismissed: false });

    await ann.requestFor('deleteApiary', created.body.id);
    expect(await isNew()).toEqual({ isNewUser: true, gettingStartedDismissed: false });
  });

  it('remembers that the beekeeper closed the getting-started checklist, for their account only', async () => {
    const [ann, bob] = [beekeeper(), beekeeper()];
    const isNew = async (who: typeof ann) => (await who.request<IsNewUser>('getIsNewUser')).body;

    expect((await ann.request('updateProfile', { body: { gettingStartedDismissed: true } })).statusCode).toBe(200);
    expect(await isNew(ann)).toEqual({ isNewUser: true, gettingStartedDismissed: true });
    expect(await isNew(bob)).toEqual({ isNewUser: true, gettingStartedDismissed: false });
  });

  it('refuses anything but closing the checklist (400), changing nothing', async () => {
    const ann = beekeeper();
    const refused = await ann.request('updateProfile', { body: { gettingStartedDismissed: false } });
    expect(refused.statusCode).toBe(400);
    expect((await ann.request<IsNewUser>('getIsNewUser')).body.gettingStartedDismissed).toBe(false);
  });
});
