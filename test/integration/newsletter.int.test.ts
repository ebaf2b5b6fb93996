/**
 * The landing page's newsletter form through HiveKeeper's gateway: a public route (no token needed, a stray
 * Authorization header is not checked) answering the same for every address, one stored item per address however
 * it is typed, the confirmation e-mail in the local inbox whose link confirms it, and a 400 with the spec's message
 * that stores nothing.
 */
import { randomUUID } from 'node:crypto';
import { paginateScan } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '../../shared/messages';
import type { NewsletterSignup } from '../../shared/schemas/newsletter';
import { localDynamoDbClient } from '../../infra/local/dynamodb';
import { callApi, inboxFor, localStack } from '../../infra/local/test-support/integration-stack';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';

const dynamoDb = localDynamoDbClient(localStack().dynamoDb);
afterAll(() => dynamoDb.destroy());

/**
 * Every item in the table whose `email` attribute is `email`, whatever its keys: every page of the Scan, since one
 * page reads only 1 MB of a table the other suites fill too.
 */
async function itemsWithEmail(email: string) {
  const pages = paginateScan(
    { client: dynamoDb },
    {
      TableName: localStack().tableName,
      FilterExpression: 'email = :email',
      ExpressionAttributeValues: { ':email': { S: email } },
      ConsistentRead: true,
    },
  );
  const items = [];
  for await (const page of pages) items.push(...(page.Items ?? []));
  return items;
}

const signUp = (body: unknown, idToken?: string) =>
  callApi<NewsletterSignup>('POST', apiPath(routes.newsletterSignup), { body, ...(idToken ? { idToken } : {}) });

describe('newsletter signup through the gateway', () => {
  it('answers a visitor the same twice, e-mails one confirmation link, and confirms by it', async () => {
    const email = `reader-${randomUUID()}@example.com`;
    const first = await signUp({ email });
    expect(first).toMatchObject({ status: 202, body: { email } });
    const again = await signUp({ email: ` ${email.toUpperCase()}  ` }, 'not-a-token');
    expect(again).toMatchObject({ status: 202, body: first.body });
    expect(await itemsWithEmail(email)).toHaveLength(1);

    const [mail, ...more] = await inboxFor(email);
    expect(more).toEqual([]);
    const link = /Confirm it here: (\S+)/.exec(mail?.body.text ?? '')?.[1] ?? '';
    expect(link.startsWith(`${localStack().app}/newsletter/confirm?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token') ?? '';
    const confirm = (value: string) =>
      callApi('POST', `${apiPath(routes.confirmNewsletterSignup)}?${new URLSearchParams({ token: value })}`);
    expect((await confirm(`${token}x`)).status).toBe(400);
    expect(await confirm(token)).toMatchObject({ status: 200, body: { email, confirmed: true } });
    expect((await itemsWithEmail(email))[0]?.status).toEqual({ S: 'confirmed' });
  });

  it('answers 400 with the spec message and stores nothing for an invalid address', async () => {
    const address = `reader-${randomUUID()}`;
    const invalid = await signUp({ email: address });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      message: VALIDATION.emailInvalid,
      code: 'emailInvalid',
      errors: { email: [VALIDATION.emailInvalid] },
    });
    const missing = await signUp({});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: VALIDATION.emailRequired, code: 'emailRequired' });
    expect(await itemsWithEmail(address)).toEqual([]);
  });
});
