import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { STRIPE_ENVIRONMENT } from '../../functions/lib/billing/stripe-environment';
import { routeList } from '../../functions/routes';
import { SIGNED_IN_MARK_SCRIPT_SOURCE, STRIPE_ORIGINS } from '../security-headers';
import { apiWith } from '../test-support/api-with';
import { present, testApp, testConfig } from '../test-support/cdk-app';
import type { Route } from './api';
import { Web } from './web';

// Template JSON is untyped by nature.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** A stage with Stripe, as an operator configures it (README: "Stripe for a deployed stage"). */
const STRIPE_SETTINGS = {
  stripeSecretKeyParameter: '/hivekeeper/prod/stripe/secret-key',
  stripeWebhookSecretParameter: 'hivekeeper/prod/stripe/webhook-secret',
  stripePriceId: 'price_1ProMonthly',
  stripePublishableKey: 'pk_live_51HiveKeeper',
} as const;

/** What a Stripe secret looks like; none may ever be in a Lambda's environment. */
const STRIPE_SECRET = /(sk|rk)_(live|test)_|whsec_/;

// Two routes, one of them granted the payment secrets (as the billing routes are).
const plainRoute: Route = present(routeList[0], 'a route');
const paymentRoute: Route = {
  ...present(routeList[1], 'a second route'),
  grants: ['table:read', 'payments:secrets'],
};

describe('payments:secrets on a stage with Stripe', () => {
  const { assemblyDir, resources, functionOf, statementsOf } = apiWith(STRIPE_SETTINGS, [plainRoute, paymentRoute]);

  it('lets the granted Lambda read exactly the two Stripe parameters, and nothing else in Parameter Store', () => {
    const ssmStatements = statementsOf(paymentRoute).filter((statement) =>
      [statement.Action].flat().some((action: string) => action.startsWith('ssm:')),
    );
    expect(ssmStatements).toHaveLength(1);
    const [statement] = ssmStatements;
    expect(statement.Action).toBe('ssm:GetParameters');
    expect(statement.Effect).toBe('Allow');
    const arns = [statement.Resource].flat().map((arn: unknown) => JSON.stringify(arn));
    expect(arns).toHaveLength(2);
    expect(arns[0]).toContain('":ssm:"');
    expect(arns[0]).toMatch(/:parameter\/hivekeeper\/prod\/stripe\/secret-key"\]\]\}$/);
    expect(arns[1]).toMatch(/:parameter\/hivekeeper\/prod\/stripe\/webhook-secret"\]\]\}$/);
    expect(arns.join()).not.toContain('*');
    // No KMS action: SecureString parameters on the account's aws/ssm key are decrypted by SSM for the caller.
    expect(JSON.stringify(statementsOf(paymentRoute))).not.toContain('kms:');
  });

  it('gives a Lambda without the grant no access to the parameters', () => {
    expect(JSON.stringify(statementsOf(plainRoute))).not.toContain('ssm:');
  });

  it("gives the granted Lambda the parameters' names and the Price, and no other Lambda any of them", () => {
    expect(functionOf(paymentRoute).Properties.Environment.Variables).toMatchObject({
      [STRIPE_ENVIRONMENT.secretKeyParameter]: '/hivekeeper/prod/stripe/secret-key',
      [STRIPE_ENVIRONMENT.webhookSecretParameter]: 'hivekeeper/prod/stripe/webhook-secret',
      [STRIPE_ENVIRONMENT.priceId]: 'price_1ProMonthly',
    });
    const plainVariables = Object.keys(functionOf(plainRoute).Properties.Environment.Variables);
    for (const name of Object.values(STRIPE_ENVIRONMENT)) expect(plainVariables).not.toContain(name);
  });

  it('puts no Stripe secret in any Lambda environment', () => {
    const functions = Object.values(resources as Record<string, any>).filter(
      (resource) => resource.Type === 'AWS::Lambda::Function',
    );
    expect(functions).toHaveLength(2);
    for (const fn of functions) {
      for (const value of Object.values(fn.Properties.Environment.Variables)) {
        expect(JSON.stringify(value)).not.toMatch(STRIPE_SECRET);
      }
    }
  });

  it('passes cdk-nag with nothing to acknowledge for the grant', () => {
    const report = JSON.parse(readFileSync(join(assemblyDir, 'validation-report.json'), 'utf8'));
    expect(report.pluginReports.flatMap((plugin: any) => plugin.violations ?? [])).toEqual([]);
  });
});

describe('payments:secrets on a stage without Stripe', () => {
  const { statementsOf, functionOf } = apiWith({}, [plainRoute, paymentRoute]);

  it('reaches nothing and gives no Stripe environment: the Lambda uses the test-mode provider', () => {
    expect(JSON.stringify(statementsOf(paymentRoute))).not.toContain('ssm:');
    const variables = Object.keys(functionOf(paymentRoute).Properties.Environment.Variables);
    for (const name of Object.values(STRIPE_ENVIRONMENT)) expect(variables).not.toContain(name);
  });
});

/** The site's `/config.json` and Content-Security-Policy as a stage with these settings deploys them. */
function siteOf(settings: Parameters<typeof testConfig>[0]) {
  const app = testApp();
  const stack = new Stack(app, 'SiteTest');
  new Web(stack, 'Web', {
    config: testConfig(settings),
    // No web app build: only /config.json is deployed, as from a fresh clone.
    siteBuildDir: join(import.meta.dirname, 'no-web-app-build'),
    apiEndpoint: 'https://abc123.execute-api.eu-west-1.amazonaws.com',
    apiOriginSecret: 'origin-secret',
    userPoolId: 'eu-west-1_pool',
    userPoolClientId: 'client',
    uploadsBucketName: 'hivekeeper-dev-uploads',
    accessLogsBucket: new Bucket(stack, 'Logs'),
  });
  const { directory } = app.synth();
  const resources = Template.fromStack(stack).toJSON().Resources as Record<string, any>;
  const deployment = present(
    Object.values(resources).find((resource) => resource.Type === 'Custom::CDKBucketDeployment'),
    'the config.json deployment',
  );
  const key = present(
    (deployment.Properties.SourceObjectKeys as string[])
      .map((objectKey) => objectKey.replace(/\.zip$/, ''))
      .find((objectKey) => existsSync(join(directory, `asset.${objectKey}`, 'config.json'))),
    'the config.json asset',
  );
  const policy = present(
    Object.values(resources).find((resource) => resource.Type === 'AWS::CloudFront::ResponseHeadersPolicy'),
    'the response headers policy',
  );
  return {
    config: JSON.parse(readFileSync(join(directory, `asset.${key}`, 'config.json'), 'utf8')),
    csp: JSON.stringify(
      policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy,
    ),
  };
}

describe('/config.json and the Content-Security-Policy of a stage', () => {
  it('with Stripe: the payment dialog uses Stripe Elements with the publishable key, which the CSP allows', () => {
    const { config, csp } = siteOf(STRIPE_SETTINGS);
    expect(config).toMatchObject({ paymentProvider: 'stripe', stripePublishableKey: 'pk_live_51HiveKeeper' });
    expect(JSON.stringify(config)).not.toMatch(STRIPE_SECRET);
    expect(csp).toContain(`script-src 'self' ${SIGNED_IN_MARK_SCRIPT_SOURCE} ${STRIPE_ORIGINS.script.join(' ')}`);
    expect(csp).toContain(`frame-src ${STRIPE_ORIGINS.frame.join(' ')}`);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });

  it('without Stripe: the test-mode card form, no publishable key, and no Stripe origin in the CSP', () => {
    const { config, csp } = siteOf({});
    expect(config.paymentProvider).toBe('test-mode');
    expect(config).not.toHaveProperty('stripePublishableKey');
    expect(csp).not.toContain('stripe.com');
  });
});
