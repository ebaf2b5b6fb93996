import { describe, expect, it } from 'vitest';
import { REMINDERS_ENVIRONMENT } from '../../functions/lib/reminders/reminders-environment';
import { routeList } from '../../functions/routes';
import { apiWith } from '../test-support/api-with';
import { present } from '../test-support/cdk-app';
import type { Route } from './api';

/** A stage with the reminders' signing secret, as an operator configures it (README). */
const REMINDER_SETTINGS = { stage: 'prod', remindersSecretParameter: '/hivekeeper/prod/reminders/unsubscribe-secret' };

const plainRoute: Route = present(routeList[0], 'a route');
const unsubscribeRoute: Route = { ...present(routeList[1], 'a second route'), grants: ['reminders:secret'] };

describe('reminders:secret on a stage with the secret', () => {
  const { functionOf, statementsOf } = apiWith(REMINDER_SETTINGS, [plainRoute, unsubscribeRoute]);

  it("lets the granted Lambda read exactly the secret's and the site origin's parameters", () => {
    const ssmStatements = statementsOf(unsubscribeRoute).filter((statement) =>
      [statement.Action].flat().some((action: string) => action.startsWith('ssm:')),
    );
    expect(ssmStatements).toHaveLength(1);
    const arns = [ssmStatements[0].Resource].flat().map((arn: unknown) => JSON.stringify(arn));
    expect(arns).toHaveLength(2);
    expect(arns[0]).toMatch(/:parameter\/hivekeeper\/prod\/reminders\/unsubscribe-secret"\]\]\}$/);
    expect(arns[1]).toMatch(/:parameter\/hivekeeper\/prod\/site-url"\]\]\}$/);
    expect(JSON.stringify(statementsOf(plainRoute))).not.toContain('ssm:');
  });

  it("gives the granted Lambda the two parameters' names, and no other Lambda", () => {
    expect(functionOf(unsubscribeRoute).Properties.Environment.Variables).toMatchObject({
      [REMINDERS_ENVIRONMENT.secretParameter]: '/hivekeeper/prod/reminders/unsubscribe-secret',
      [REMINDERS_ENVIRONMENT.siteUrlParameter]: '/hivekeeper/prod/site-url',
    });
    const plainVariables = Object.keys(functionOf(plainRoute).Properties.Environment.Variables);
    for (const name of Object.values(REMINDERS_ENVIRONMENT)) expect(plainVariables).not.toContain(name);
  });
});
