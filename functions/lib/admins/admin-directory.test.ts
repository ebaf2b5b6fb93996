import '../../test-support/unit-env';
import { CognitoIdentityProviderClient, ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_NOTIFIED_ADMINS } from '../data/admin-notices';
import { createCognitoAdminDirectory } from './admin-directory';

const cognito = mockClient(CognitoIdentityProviderClient);
afterEach(() => cognito.reset());

const member = (index: number, extra: { Enabled?: boolean; email?: boolean } = {}) => ({
  Username: `admin${index}`,
  Enabled: extra.Enabled ?? true,
  Attributes: [
    { Name: 'sub', Value: `sub-${index}` },
    ...(extra.email === false ? [] : [{ Name: 'email', Value: `admin${index}@hivekeeper.test` }]),
  ],
});

describe('the Cognito admin directory', () => {
  it("lists the admins group's enabled members with an e-mail, page after page", async () => {
    cognito
      .on(ListUsersInGroupCommand, { UserPoolId: 'pool', GroupName: 'admins', NextToken: undefined })
      .resolves({ Users: [member(1), member(2, { Enabled: false })], NextToken: 'page-2' })
      .on(ListUsersInGroupCommand, { UserPoolId: 'pool', GroupName: 'admins', NextToken: 'page-2' })
      .resolves({ Users: [member(3), member(4, { email: false })] });
    const admins = await createCognitoAdminDirectory(new CognitoIdentityProviderClient({})).listAdmins('pool');
    expect(admins).toEqual([
      { userId: 'sub-1', email: 'admin1@hivekeeper.test' },
      { userId: 'sub-3', email: 'admin3@hivekeeper.test' },
    ]);
  });

  it('stops at the most admins one notice reaches', async () => {
    let page = 0;
    cognito.on(ListUsersInGroupCommand).callsFake(() => {
      page += 1;
      return { Users: Array.from({ length: 60 }, (_, index) => member(page * 100 + index)), NextToken: 'more' };
    });
    const admins = await createCognitoAdminDirectory(new CognitoIdentityProviderClient({})).listAdmins('pool');
    expect(admins).toHaveLength(MAX_NOTIFIED_ADMINS);
    expect(page).toBe(2);
  });
});
