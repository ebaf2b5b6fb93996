import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminAddUserToGroupCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../functions/lib/caller';
import { findUserPoolId, makeAdmin, MakeAdminError, userPoolRegion } from './make-admin';

// No Cognito stand-in answers ListUsers filters here; the SDK client is mocked at its boundary.
const cognito = mockClient(CognitoIdentityProviderClient);
const client = new CognitoIdentityProviderClient({ region: 'eu-west-1' });

describe('makeAdmin', () => {
  beforeEach(() => cognito.reset());

  it('finds the account by e-mail and adds it to the admins group', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [{ Username: '5f0c-sub' }] });
    cognito.on(AdminAddUserToGroupCommand).resolves({});

    await expect(makeAdmin(client, 'eu-west-1_Pool', 'queen@example.com')).resolves.toBe('5f0c-sub');

    expect(cognito.commandCalls(ListUsersCommand)[0]?.args[0].input).toMatchObject({
      UserPoolId: 'eu-west-1_Pool',
      Filter: 'email = "queen@example.com"',
    });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'eu-west-1_Pool',
      Username: '5f0c-sub',
      GroupName: ADMIN_GROUP,
    });
  });

  it('asks for a sign-up first when no account uses the address, and changes nothing', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [] });

    await expect(makeAdmin(client, 'eu-west-1_Pool', 'nobody@example.com')).rejects.toThrow(/sign up .* first/);
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(0);
  });
});

describe('findUserPoolId', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hivekeeper-outputs-'));
  const outputsFile = join(dir, 'cdk-outputs.json');
  writeFileSync(outputsFile, JSON.stringify({ 'HiveKeeper-prod': { UserPoolId: 'eu-west-1_Prod' } }));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prefers HIVEKEEPER_USER_POOL_ID, else reads the stage stack outputs', () => {
    expect(findUserPoolId('prod', { HIVEKEEPER_USER_POOL_ID: 'us-east-1_Env' }, outputsFile)).toBe('us-east-1_Env');
    expect(findUserPoolId('prod', {}, outputsFile)).toBe('eu-west-1_Prod');
  });

  it('explains what to do when the pool is unknown', () => {
    expect(() => findUserPoolId('dev', {}, outputsFile)).toThrow(MakeAdminError);
    expect(() => findUserPoolId('dev', {}, join(dir, 'missing.json'))).toThrow(/HIVEKEEPER_USER_POOL_ID/);
  });
});

describe('userPoolRegion', () => {
  it('reads the region from the pool id', () => {
    expect(userPoolRegion('eu-west-1_AbC123')).toBe('eu-west-1');
    expect(userPoolRegion('us-gov-west-1_AbC123')).toBe('us-gov-west-1');
  });

  it('answers nothing for an id without a region', () => {
    expect(userPoolRegion('local_5f0c')).toBeUndefined();
    expect(userPoolRegion('AbC123')).toBeUndefined();
  });
});
