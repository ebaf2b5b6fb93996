import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_MESSAGES } from '@shared/messages';
import { routes } from '@/lib/api-routes';
import { apiUrl, buildUser, server, signInAs } from '@/testing/server';
import { getUser } from './get-user';

describe('the signed-in user', () => {
  it('is the user the API answers', async () => {
    const user = signInAs(buildUser());
    expect(await getUser()).toEqual(user);
  });

  it('is no one once the account is being deleted (410, from another tab): the app shows the visitor screens', async () => {
    signInAs(buildUser());
    server.use(
      http.get(apiUrl(routes.getCurrentUser), () =>
        HttpResponse.json({ message: ACCOUNT_DELETION_MESSAGES.beingDeleted }, { status: 410 }),
      ),
    );
    expect(await getUser()).toBeNull();
  });

  it('fails loudly on any other failure', async () => {
    signInAs(buildUser());
    server.use(http.get(apiUrl(routes.getCurrentUser), () => new HttpResponse(null, { status: 500 })));
    await expect(getUser()).rejects.toThrow();
  });
});
