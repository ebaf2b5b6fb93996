import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { ORIGIN_SECRET_ENVIRONMENT, ORIGIN_SECRET_HEADER } from '../../functions/lib/http/cloudfront-origin';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../functions/lib/caller';
import { TABLE_DESIGN } from '../../functions/lib/data/table-design';
import { EXPIRING_EXPORT_TAG, exportKeyOf, newUploadKey, unattachedKeyOf } from '../../functions/lib/uploads/keys';
import { API_BASE_PATH, routeList, routes, type Grant, type RouteName } from '../../functions/routes';
import { parseRuntimeConfig } from '../../shared/runtime-config';
import { FUNCTION_SETTINGS } from '../function-settings';
import { inParent, logicalId, present, resourcesOf, testApp, testConfig } from '../test-support/cdk-app';
import { FUNCTION_RUNTIME } from './api';
import { VISITOR_ROUTE_THROTTLE } from './api';
import { EdgeProtectionStack, REQUESTS_PER_ADDRESS, VISITOR_REQUESTS_PER_ADDRESS } from './edge-protection';
import { METRICS_PER_ALARM_MAX } from './monitoring';
import { addHiveKeeperStack, type HiveKeeperStack } from './hivekeeper-stack';
import { featureAreaOf, type RouteGroup } from './route-group';
import { SPA_REWRITE_SOURCE } from './spa-rewrite';
import { SIGNED_IN_MARK_SCRIPT_SOURCE } from '../security-headers';

// Template JSON is untyped by nature; these tests navigate it freely.
/* eslint-disable @typescript-eslint/no-explicit-any */
type Resources = Record<string, { Type: string; Properties: any; DeletionPolicy?: string; DependsOn?: string[] }>;

/** Written out rather than imported from api.ts, so a widened grant there fails here. */
const GRANTED_ACTIONS = {
  'table:read': ['dynamodb:GetItem', 'dynamodb:Query'],
  'table:write': ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem'],
  'table:batch-delete': ['dynamodb:BatchWriteItem'],
  'uploads:read': ['s3:GetObject'],
  'uploads:write': ['s3:PutObject'],
  'uploads:delete': ['s3:DeleteObject'],
  'uploads:list': ['s3:ListBucket'],
  'payments:secrets': ['ssm:GetParameters'],
  'mail:send': ['ses:SendEmail', 'ses:SendRawEmail'],
  'admins:list': ['cognito-idp:ListUsersInGroup'],
  'users:delete': ['cognito-idp:AdminDeleteUser'],
  'content:generate': ['bedrock:InvokeModel'],
  'transcription:run': [
    'transcribe:StartTranscriptionJob',
    'transcribe:GetTranscriptionJob',
    'transcribe:DeleteTranscriptionJob',
  ],
  'marketing:read': ['s3:GetObject'],
  'marketing:write': ['s3:PutObject'],
  'marketing:delete': ['s3:DeleteObject'],
  'exports:read': ['s3:GetObject'],
  'exports:write': ['s3:PutObject', 's3:PutObjectTagging'],
  'exports:delete': ['s3:DeleteObject'],
  'jobs:start': ['lambda:InvokeFunction'],
  'reminders:secret': ['ssm:GetParameters'],
} as const;
const LOG_ACTIONS = ['logs:CreateLogStream', 'logs:PutLogEvents'];
const XRAY_ACTIONS = ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'];
/** Held by every stack, parent and nested, well under CloudFormation's 500 so a deploy never meets the limit. */
const STACK_RESOURCE_BUDGET = 400;
const PROJECTED_EXTRA_ROUTES = 50;

function synth(
  settings: Parameters<typeof testConfig>[0],
  options: { validateTemplates?: boolean; env?: NodeJS.ProcessEnv } = {},
) {
  const app = testApp(options);
  const stack = addHiveKeeperStack(app, testConfig(settings, options.env));
  // Synthesizing runs cdk-nag (registered by addHiveKeeperStack): an unacknowledged error throws here.
  const assembly = app.synth();
  const template = Template.fromStack(stack);
  return { stack, template, resources: template.toJSON().Resources as Resources, assemblyDir: assembly.directory };
}

function ofType(resources: Resources, type: string) {
  return Object.entries(resources).filter(([, resource]) => resource.Type === type);
}

/** The one resource of `type`, as [logical id, resource]. */
function single(resources: Resources, type: string) {
  const found = ofType(resources, type);
  expect(found, type).toHaveLength(1);
  return present(found[0], type);
}

describe('HiveKeeper stack (development stage, environment-agnostic)', () => {
  let stack: HiveKeeperStack;
  let template: Template;
  let resources: Resources;
  let assemblyDir: string;
  // Also runs CDK's CloudFormation template validation, as `cdk synth` does (it caught a dependency cycle once).
  beforeAll(() => ({ stack, template, resources, assemblyDir } = synth({}, { validateTemplates: true })), 60_000);
  const res = (id: string) => present(resources[id], `resource ${id}`);

  type RouteEntry = (typeof routeList)[number];
  const nestedResources = new Map<RouteGroup, Resources>();
  const groupOf = (route: RouteEntry) =>
    present(stack.api.routeGroups[featureAreaOf(route)], `the route group of ${route.name}`);
  const resourcesOfGroup = (group: RouteGroup) => {
    if (!nestedResources.has(group)) nestedResources.set(group, resourcesOf(group));
    return present(nestedResources.get(group), group.node.path);
  };
  /** The route's Lambda in its feature area's nested stack: its group, logical id, and that stack's resources. */
  const routeFunction = (route: RouteEntry) => {
    const group = groupOf(route);
    const id = logicalId(present(group.functions[route.name], `the function of ${route.name}`));
    const groupResources = resourcesOfGroup(group);
    return { group, id, groupResources, fn: present(groupResources[id], `resource ${id}`) };
  };
  const findRoute = (route: RouteEntry) =>
    present(
      ofType(resourcesOfGroup(groupOf(route)), 'AWS::ApiGatewayV2::Route').find(
        ([, resource]) => resource.Properties.RouteKey === `${route.method} ${route.path}`,
      ),
      `route ${route.method} ${route.path}`,
    );
  const allGroups = () => Object.values(stack.api.routeGroups);

  describe('API: one route and one Lambda per routes.ts entry, in a nested stack per feature area', () => {
    it('has exactly as many routes and route Lambdas as routes.ts has entries, none in the parent stack', () => {
      const nestedOfType = (type: string) => allGroups().flatMap((group) => ofType(resourcesOfGroup(group), type));
      expect(nestedOfType('AWS::ApiGatewayV2::Route')).toHaveLength(routeList.length);
      const routeFunctions = nestedOfType('AWS::Lambda::Function').filter(
        ([, resource]) => resource.Properties.Runtime === FUNCTION_RUNTIME.name,
      );
      expect(routeFunctions).toHaveLength(routeList.length);
      template.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
      // The route groups' nested stacks, and the scheduled jobs'.
      expect(ofType(resources, 'AWS::CloudFormation::Stack')).toHaveLength(allGroups().length + 1);
    });

    it('puts each route in the nested stack of its handler folder', () => {
      expect(Object.keys(stack.api.routeGroups).sort()).toEqual(
        [...new Set(routeList.map((route) => route.handler.split('/')[0]))].sort(),
      );
      for (const route of routeList) {
        expect(Object.keys(groupOf(route).functions), route.name).toContain(route.name);
      }
    });

    it.each(routeList)('routes $method $path to its own Lambda', (route) => {
      const { id, groupResources } = routeFunction(route);
      const [, apiRoute] = findRoute(route);
      const integrationId = apiRoute.Properties.Target['Fn::Join'][1][1].Ref as string;
      const integration = present(groupResources[integrationId], `integration ${integrationId}`);
      expect(integration.Type).toBe('AWS::ApiGatewayV2::Integration');
      expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
      expect(integration.Properties.IntegrationUri).toEqual({ 'Fn::GetAtt': [id, 'Arn'] });
      expect(inParent(groupOf(route), apiRoute.Properties.ApiId, resources)).toEqual({
        Ref: logicalId(stack.api.httpApi),
      });
    });

    it.each(routeList)('$method $path: authorizer matches its access level ($access)', (route) => {
      const [authorizerId] = single(resources, 'AWS::ApiGatewayV2::Authorizer');
      const [, apiRoute] = findRoute(route);
      if (route.access === 'public' || route.access === 'optional') {
        expect(apiRoute.Properties.AuthorizationType).toBe('NONE');
        expect(apiRoute.Properties.AuthorizerId).toBeUndefined();
      } else {
        expect(apiRoute.Properties.AuthorizationType).toBe('JWT');
        expect(inParent(groupOf(route), apiRoute.Properties.AuthorizerId, resources)).toEqual({ Ref: authorizerId });
      }
    });

    it('checks the Cognito ID token: issuer is the user pool, audience the web client, from Authorization', () => {
      template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
      const [, authorizer] = single(resources, 'AWS::ApiGatewayV2::Authorizer');
      expect(authorizer.Properties.AuthorizerType).toBe('JWT');
      expect(authorizer.Properties.IdentitySource).toEqual(['$request.header.Authorization']);
      expect(authorizer.Properties.JwtConfiguration.Audience).toEqual([{ Ref: logicalId(stack.auth.userPoolClient) }]);
      expect(JSON.stringify(authorizer.Properties.JwtConfiguration.Issuer)).toContain(logicalId(stack.auth.userPool));
    });

    it.each(routeList)('$name runs Node.js 22 or newer on ARM64, traced, with the HiveKeeper environment', (route) => {
      const { group, groupResources, fn: resource } = routeFunction(route);
      const fn = resource.Properties;
      expect(Number(/^nodejs(\d+)\.x$/.exec(fn.Runtime)?.[1])).toBeGreaterThanOrEqual(22);
      expect(fn.Architectures).toEqual(['arm64']);
      expect(fn.TracingConfig).toEqual({ Mode: 'Active' });
      // The local runtime gives handlers the same limits (infra/function-settings.ts).
      expect(fn.Timeout).toBe(FUNCTION_SETTINGS.timeoutSeconds);
      expect(fn.MemorySize).toBe(FUNCTION_SETTINGS.memoryMb);
      expect(inParent(group, fn.Environment.Variables, resources)).toMatchObject({
        TABLE_NAME: { Ref: logicalId(stack.data.table) },
        UPLOADS_BUCKET: { Ref: logicalId(stack.data.uploadsBucket) },
        POWERTOOLS_SERVICE_NAME: 'hivekeeper',
        LOG_LEVEL: 'INFO',
      });
      // Metrics and tracing are switched off only on this machine.
      expect(Object.keys(fn.Environment.Variables)).not.toContain('POWERTOOLS_METRICS_DISABLED');
      const logGroupId = fn.LoggingConfig.LogGroup.Ref as string;
      expect(present(groupResources[logGroupId], logGroupId).Properties.RetentionInDays).toBe(30);
    });

    it.each(routeList)('$name may do exactly what its grants say ($grants)', (route) => {
      const { group, groupResources, fn } = routeFunction(route);
      const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
      expect(present(groupResources[roleId], roleId).Properties.ManagedPolicyArns).toBeUndefined();
      const everyStatement = ofType(groupResources, 'AWS::IAM::Policy')
        .filter(([, policy]) => policy.Properties.Roles.some((role: any) => role.Ref === roleId))
        .flatMap(([, policy]) => inParent(group, policy.Properties.PolicyDocument.Statement, resources) as any[]);
      const statements = everyStatement.filter((statement) => statement.Effect === 'Allow');
      const actions = statements.flatMap((statement) => [statement.Action].flat() as string[]);
      // What its uploads grants would allow on the exports folders (under `users/*`) and its exports grants don't
      // is denied: only the export routes and jobs touch an export's file.
      const denied = everyStatement.filter((statement) => statement.Effect === 'Deny');
      const uploadActions = route.grants
        .filter((grant) => grant.startsWith('uploads:'))
        .flatMap((grant) => GRANTED_ACTIONS[grant as Grant]);
      const exportActions = route.grants
        .filter((grant) => grant.startsWith('exports:'))
        .flatMap((grant) => GRANTED_ACTIONS[grant as Grant]);
      const shielded = [...new Set(uploadActions)].filter((action) => !exportActions.includes(action));
      expect(denied.map(({ Action, Resource }) => ({ Action: [Action].flat().sort(), Resource }))).toEqual(
        shielded.length === 0
          ? []
          : [
              {
                Action: shielded.sort(),
                Resource: {
                  'Fn::Join': [
                    '',
                    [{ 'Fn::GetAtt': [logicalId(stack.data.uploadsBucket), 'Arn'] }, '/users/*/exports/*'],
                  ],
                },
              },
            ],
      );

      // The whole set: no Scan, no batch operation, nothing a grant does not name. This stage has no Stripe, so
      // `payments:secrets` reaches nothing here (payments-secrets.test.ts synthesizes a stage with Stripe), nor does
      // `mail:send` without a sender (signup-trigger.test.ts synthesizes a stage with one), nor `content:generate`
      // without Bedrock (content-generation.test.ts), nor `transcription:run` without transcription
      // (transcription.test.ts), nor `reminders:secret` without the reminders' secret.
      const reachNothingHere: readonly Grant[] = [
        'payments:secrets',
        'mail:send',
        'content:generate',
        'transcription:run',
        'reminders:secret',
      ];
      const granted = (route.grants as readonly Grant[]).filter((grant) => !reachNothingHere.includes(grant));
      const expected = [...LOG_ACTIONS, ...XRAY_ACTIONS, ...granted.flatMap((grant) => GRANTED_ACTIONS[grant])];
      expect([...new Set(actions)].sort()).toEqual([...new Set(expected)].sort());
      const tableStatements = statements.filter((statement) =>
        [statement.Action].flat().some((action: string) => action.startsWith('dynamodb:')),
      );
      const tableArn = { 'Fn::GetAtt': [logicalId(stack.data.table), 'Arn'] };
      const onIndexes = tableStatements.filter((statement) => JSON.stringify(statement.Resource).includes('/index/'));
      for (const statement of tableStatements.filter((entry) => !onIndexes.includes(entry))) {
        expect(statement.Resource).toEqual(tableArn);
      }
      // A read grant may Query the global indexes (the hives of one apiary), and do nothing else there.
      const indexArns = TABLE_DESIGN.globalIndexes.map((index) => ({
        'Fn::Join': ['', [tableArn, `/index/${index.indexName}`]],
      }));
      expect(onIndexes.map(({ Action, Resource }) => ({ Action, Resource: [Resource].flat() }))).toEqual(
        (route.grants as readonly string[]).includes('table:read')
          ? [{ Action: 'dynamodb:Query', Resource: indexArns }]
          : [],
      );
      // Uploads grants reach the beekeepers' files (saved and not yet saved), never the bucket or anything else.
      const bucketArn = { 'Fn::GetAtt': [logicalId(stack.data.uploadsBucket), 'Arn'] };
      const marketingArn = { 'Fn::Join': ['', [bucketArn, '/marketing/*']] };
      const exportsArn = { 'Fn::Join': ['', [bucketArn, '/users/*/exports/*']] };
      const s3Statements = statements.filter((statement) =>
        [statement.Action].flat().some((action: string) => action.startsWith('s3:')),
      );
      const onMarketing = s3Statements.filter((statement) =>
        JSON.stringify(statement.Resource).includes('/marketing/'),
      );
      const onExports = s3Statements.filter((statement) => JSON.stringify(statement.Resource).includes('/exports/'));
      const uploadStatements = s3Statements.filter(
        (statement) => !onMarketing.includes(statement) && !onExports.includes(statement),
      );
      // Marketing grants reach the admins' marketing images, nothing else.
      const grantsMarketing = route.grants.some((grant) => grant.startsWith('marketing:'));
      expect(onMarketing.map(({ Resource }) => Resource)).toEqual(grantsMarketing ? [marketingArn] : []);
      // Export grants reach the beekeepers' exports folders, nothing else.
      const grantsExports = route.grants.some((grant) => grant.startsWith('exports:'));
      expect(onExports.map(({ Resource }) => Resource)).toEqual(grantsExports ? [exportsArn] : []);
      const grantsUploads = route.grants.some((grant) => grant.startsWith('uploads:'));
      expect(uploadStatements).toHaveLength(grantsUploads ? 1 : 0);
      for (const statement of uploadStatements) {
        expect(statement.Resource).toHaveLength(2);
        expect(statement.Resource).toEqual(
          expect.arrayContaining([
            { 'Fn::Join': ['', [bucketArn, '/users/*']] },
            { 'Fn::Join': ['', [bucketArn, '/unattached/users/*']] },
          ]),
        );
      }
      // The role is shared only by the area's routes with the same grants: it writes to their log groups alone.
      const sameGrants = routeList.filter(
        (other) => groupOf(other) === group && [...other.grants].sort().join() === [...route.grants].sort().join(),
      );
      const logStatement = statements.find((statement) => [statement.Action].flat().includes('logs:PutLogEvents'));
      expect([logStatement.Resource].flat()).toEqual(
        expect.arrayContaining(
          sameGrants.map((other) => ({
            'Fn::GetAtt': [routeFunction(other).fn.Properties.LoggingConfig.LogGroup.Ref, 'Arn'],
          })),
        ),
      );
      expect([logStatement.Resource].flat()).toHaveLength(sameGrants.length);
      const xrayStatement = statements.find((statement) => [statement.Action].flat().includes(XRAY_ACTIONS[0]));
      expect(xrayStatement.Resource).toBe('*');
    });

    it.each(routeList)('$name is served under the API base path', (route) => {
      expect(route.path.startsWith(`${API_BASE_PATH}/`)).toBe(true);
    });

    it('throttles the stage and writes JSON access logs', () => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        StageName: '$default',
        AutoDeploy: true,
        DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      });
      const [, apiStage] = single(resources, 'AWS::ApiGatewayV2::Stage');
      const logGroupId = apiStage.Properties.AccessLogSettings.DestinationArn['Fn::GetAtt'][0];
      expect(res(logGroupId).Type).toBe('AWS::Logs::LogGroup');
      expect(JSON.parse(apiStage.Properties.AccessLogSettings.Format)).toMatchObject({
        requestId: '$context.requestId',
        routeKey: '$context.routeKey',
        status: '$context.status',
      });
      // The route's template, never the path: a calendar link's secret is in its path.
      expect(apiStage.Properties.AccessLogSettings.Format).not.toMatch(/\$context\.(path|resourcePath)\b/);
    });

    it('throttles each route anyone may call below the stage, once the route exists', () => {
      const [stageId, apiStage] = single(resources, 'AWS::ApiGatewayV2::Stage');
      const visitorRoutes = routeList.filter((route) => route.access === 'public' || route.access === 'optional');
      expect(visitorRoutes.map((route) => `${route.method} ${route.path}`)).toContain('POST /api/feedback');
      expect(apiStage.Properties.RouteSettings).toEqual(
        Object.fromEntries(
          visitorRoutes.map((route) => [
            `${route.method} ${route.path}`,
            {
              ThrottlingRateLimit: VISITOR_ROUTE_THROTTLE.rateLimit,
              ThrottlingBurstLimit: VISITOR_ROUTE_THROTTLE.burstLimit,
            },
          ]),
        ),
      );
      expect(VISITOR_ROUTE_THROTTLE.rateLimit).toBeLessThan(50);
      // The routes are made in the nested stacks: the stage waits for every one.
      const groups = Object.values(stack.api.routeGroups).map((group) => logicalId(group));
      expect(res(stageId).DependsOn).toEqual(expect.arrayContaining(groups));
    });

    it('has no web ACL when synthesized without an account and region', () => {
      const config = res(logicalId(stack.web.distribution)).Properties.DistributionConfig;
      expect(config.WebACLId).toBeUndefined();
    });
  });

  describe('data', () => {
    it('is one on-demand table keyed as TABLE_DESIGN says, with its time to live, PITR, encryption and RETAIN', () => {
      template.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
      const [, table] = single(resources, 'AWS::DynamoDB::GlobalTable');
      expect(table.DeletionPolicy).toBe('Retain');
      expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
      expect(table.Properties.KeySchema).toEqual([
        { AttributeName: TABLE_DESIGN.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_DESIGN.sortKey, KeyType: 'RANGE' },
      ]);
      expect(table.Properties.GlobalSecondaryIndexes.map((index: any) => [index.IndexName, index.KeySchema])).toEqual(
        TABLE_DESIGN.globalIndexes.map((index) => [
          index.indexName,
          [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
        ]),
      );
      expect(table.Properties.SSESpecification).toEqual({ SSEEnabled: true, SSEType: 'KMS' });
      expect(table.Properties.TimeToLiveSpecification).toEqual({
        AttributeName: TABLE_DESIGN.timeToLiveAttribute,
        Enabled: true,
      });
      const [replica] = table.Properties.Replicas;
      expect(replica.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
      // A development stage can be torn down; prod turns deletion protection on (tested below).
      expect(replica.DeletionProtectionEnabled).toBe(false);
    });

    it('blocks public access, encrypts and refuses plain HTTP on every bucket', () => {
      const buckets = ofType(resources, 'AWS::S3::Bucket');
      expect(buckets.map(([id]) => id).sort()).toEqual(
        [
          logicalId(stack.data.uploadsBucket),
          logicalId(stack.web.siteBucket),
          logicalId(stack.data.accessLogsBucket),
        ].sort(),
      );
      for (const [id, bucket] of buckets) {
        expect(bucket.DeletionPolicy, id).toBe('Retain');
        expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration, id).toEqual([
          { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
        ]);
        const [, policy] = present(
          ofType(resources, 'AWS::S3::BucketPolicy').find(([, candidate]) => candidate.Properties.Bucket.Ref === id),
          `policy of ${id}`,
        );
        expect(policy.Properties.PolicyDocument.Statement, id).toContainEqual(
          expect.objectContaining({
            Effect: 'Deny',
            Action: 's3:*',
            Principal: { AWS: '*' },
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        );
      }
    });

    it('lets only the site origin PUT and GET presigned uploads, and logs the uploads bucket', () => {
      const uploads = res(logicalId(stack.data.uploadsBucket)).Properties;
      expect(uploads.CorsConfiguration.CorsRules).toEqual([
        expect.objectContaining({
          AllowedMethods: ['PUT', 'GET'],
          AllowedOrigins: [
            { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId(stack.web.distribution), 'DomainName'] }]] },
          ],
        }),
      ]);
      expect(uploads.LoggingConfiguration.DestinationBucketName).toEqual({
        Ref: logicalId(stack.data.accessLogsBucket),
      });
      expect(uploads.VersioningConfiguration).toBeUndefined();
    });

    it('expires uploads never saved on a record (recordings too) and tagged exports after a day, only those', () => {
      const rules = res(logicalId(stack.data.uploadsBucket)).Properties.LifecycleConfiguration.Rules;
      const expiring = rules.filter((rule: any) => rule.ExpirationInDays !== undefined);
      expect(expiring).toEqual([
        { Id: 'ExpireUnattachedUploads', Prefix: 'unattached/', ExpirationInDays: 1, Status: 'Enabled' },
        {
          Id: 'ExpireAccountExports',
          TagFilters: [{ Key: EXPIRING_EXPORT_TAG.key, Value: EXPIRING_EXPORT_TAG.value }],
          ExpirationInDays: 1,
          Status: 'Enabled',
        },
      ]);
      expect(exportKeyOf('a-beekeeper', 'an-export', 'zip')).toBe('users/a-beekeeper/exports/an-export.zip');
      // The rule reaches what a browser uploads, and not the file a record keeps.
      const key = newUploadKey('a-beekeeper', 'inspection-photo', 'image/png');
      expect(unattachedKeyOf(key).startsWith('unattached/')).toBe(true);
      expect(key.startsWith('unattached/')).toBe(false);
    });
  });

  describe('auth', () => {
    it('signs beekeepers up by e-mail with a verified address and a strong password', () => {
      const pool = res(logicalId(stack.auth.userPool));
      expect(pool.DeletionPolicy).toBe('Retain');
      expect(pool.Properties).toMatchObject({
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      });
      const policy = pool.Properties.Policies.PasswordPolicy;
      expect(policy.MinimumLength).toBeGreaterThanOrEqual(12);
      expect(policy).toMatchObject({
        RequireLowercase: true,
        RequireUppercase: true,
        RequireNumbers: true,
        RequireSymbols: true,
      });
    });

    it(`has the ${ADMIN_GROUP} group and an SPA client without secret, signing in with SRP`, () => {
      template.hasResourceProperties('AWS::Cognito::UserPoolGroup', {
        GroupName: ADMIN_GROUP,
        UserPoolId: { Ref: logicalId(stack.auth.userPool) },
      });
      template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
      const client = res(logicalId(stack.auth.userPoolClient)).Properties;
      expect(client.GenerateSecret).toBe(false);
      expect(client.ExplicitAuthFlows.sort()).toEqual(['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH']);
      expect(client.AllowedOAuthFlowsUserPoolClient).toBe(false);
    });
  });

  describe('web', () => {
    const distributionConfig = () => res(logicalId(stack.web.distribution)).Properties.DistributionConfig;

    it('serves the private site bucket through origin access control', () => {
      template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
      const [oacId] = single(resources, 'AWS::CloudFront::OriginAccessControl');
      const config = distributionConfig();
      const siteOrigin = config.Origins.find((origin: any) => origin.Id === config.DefaultCacheBehavior.TargetOriginId);
      expect(siteOrigin.DomainName).toEqual({ 'Fn::GetAtt': [logicalId(stack.web.siteBucket), 'RegionalDomainName'] });
      expect(siteOrigin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [oacId, 'Id'] });
      const [, sitePolicy] = present(
        ofType(resources, 'AWS::S3::BucketPolicy').find(
          ([, policy]) => policy.Properties.Bucket.Ref === logicalId(stack.web.siteBucket),
        ),
        'site bucket policy',
      );
      expect(sitePolicy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({
          Effect: 'Allow',
          Principal: { Service: 'cloudfront.amazonaws.com' },
          Action: 's3:GetObject',
        }),
      );
    });

    it('passes /api/* to the HTTP API uncached, with every method, Authorization and query, but not Host', () => {
      const config = distributionConfig();
      const apiBehavior = config.CacheBehaviors.find((behavior: any) => behavior.PathPattern === `${API_BASE_PATH}/*`);
      expect(apiBehavior).toMatchObject({
        CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
        OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
        ViewerProtocolPolicy: 'https-only',
      });
      expect(apiBehavior.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
      const apiOrigin = config.Origins.find((origin: any) => origin.Id === apiBehavior.TargetOriginId);
      expect(apiOrigin.DomainName).toEqual({
        'Fn::Select': [2, { 'Fn::Split': ['/', { 'Fn::GetAtt': [logicalId(stack.api.httpApi), 'ApiEndpoint'] }] }],
      });
      expect(apiOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    });

    it("sends the API the stack's generated origin secret, which every route's Lambda requires", () => {
      const config = distributionConfig();
      const apiBehavior = config.CacheBehaviors.find((behavior: any) => behavior.PathPattern === `${API_BASE_PATH}/*`);
      const apiOrigin = config.Origins.find((origin: any) => origin.Id === apiBehavior.TargetOriginId);
      const secretId = logicalId(stack.api.originSecret);
      expect(res(secretId).Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48 });
      expect(apiOrigin.OriginCustomHeaders).toEqual([
        { HeaderName: ORIGIN_SECRET_HEADER, HeaderValue: expect.anything() },
      ]);
      const sent = JSON.stringify(apiOrigin.OriginCustomHeaders[0].HeaderValue);
      expect(sent).toContain('{{resolve:secretsmanager:');
      expect(sent).toContain(secretId);
      for (const route of routeList) {
        const required = JSON.stringify(
          routeFunction(route).fn.Properties.Environment.Variables[ORIGIN_SECRET_ENVIRONMENT],
        );
        expect(required, route.name).toContain('{{resolve:secretsmanager:');
      }
    });

    it('falls back to index.html with a viewer-request function on app paths only, never via error pages', () => {
      const config = distributionConfig();
      // Error-page rewrites would turn the API's own 403/404 answers into index.html.
      expect(config.CustomErrorResponses).toBeUndefined();
      const [association] = config.DefaultCacheBehavior.FunctionAssociations;
      expect(association.EventType).toBe('viewer-request');
      const functionId = association.FunctionARN['Fn::GetAtt'][0];
      expect(res(functionId).Properties.FunctionCode).toBe(SPA_REWRITE_SOURCE);
      const apiBehavior = config.CacheBehaviors.find((behavior: any) => behavior.PathPattern === `${API_BASE_PATH}/*`);
      expect(apiBehavior.FunctionAssociations).toBeUndefined();
    });

    it('sends security headers, with a CSP that allows the Cognito endpoint, on the site and the API', () => {
      const [policyId, policy] = single(resources, 'AWS::CloudFront::ResponseHeadersPolicy');
      const config = distributionConfig();
      expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
      expect(config.CacheBehaviors[0].ResponseHeadersPolicyId).toEqual({ Ref: policyId });
      const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
      expect(headers.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31_536_000);
      expect(headers.ContentTypeOptions).toEqual({ Override: true });
      expect(headers.FrameOptions.FrameOption).toBe('DENY');
      expect(headers.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
      const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
      // Scripts from the site itself, and the one inline script of the prerendered pages by its hash.
      expect(csp).toContain(`script-src 'self' ${SIGNED_IN_MARK_SCRIPT_SOURCE};`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/connect-src 'self' https:\/\/cognito-idp\.",\{"Ref":"AWS::Region"\},"\.amazonaws\.com/);
    });

    it('writes /config.json for the web app from the stack (same-origin API, this pool and client, SRP, test mode)', () => {
      const [[, deployment]] = ofType(resources, 'Custom::CDKBucketDeployment').filter(([, resource]) =>
        resource.Properties.Exclude?.includes('assets/*'),
      ) as [[string, any]];
      expect(deployment.Properties.DestinationBucketName).toEqual({ Ref: logicalId(stack.web.siteBucket) });
      const index = deployment.Properties.SourceObjectKeys.findIndex((key: string) =>
        existsSync(join(assemblyDir, `asset.${key.replace(/\.zip$/, '')}`, 'config.json')),
      );
      expect(index).toBeGreaterThanOrEqual(0);
      const key = deployment.Properties.SourceObjectKeys[index].replace(/\.zip$/, '');
      const markers: Record<string, unknown> = deployment.Properties.SourceMarkers[index];
      const written = JSON.parse(readFileSync(join(assemblyDir, `asset.${key}`, 'config.json'), 'utf8'));
      expect(() => parseRuntimeConfig(written)).not.toThrow();
      const deployed = Object.fromEntries(
        Object.entries(written).map(([name, value]) => [name, markers[value as string] ?? value]),
      );
      expect(deployed).toEqual({
        apiUrl: '',
        region: { Ref: 'AWS::Region' },
        userPoolId: { Ref: logicalId(stack.auth.userPool) },
        userPoolClientId: { Ref: logicalId(stack.auth.userPoolClient) },
        authFlowType: 'USER_SRP_AUTH',
        paymentProvider: 'test-mode',
      });
      // Browsers revalidate config.json and index.html on every visit, so a deploy shows at once.
      expect(deployment.Properties.SystemMetadata['cache-control']).toBe('no-cache');
    });
  });

  it('outputs the site URL, API URL, user pool, client and table', () => {
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining(['SiteUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId', 'TableName']),
    );
    expect(present(outputs.UserPoolId, 'UserPoolId output').Value).toEqual({ Ref: logicalId(stack.auth.userPool) });
    expect(present(outputs.TableName, 'TableName output').Value).toEqual({ Ref: logicalId(stack.data.table) });
  });

  it('leaves no cdk-nag or template validation finding unacknowledged, errors or warnings', () => {
    const report = JSON.parse(readFileSync(join(assemblyDir, 'validation-report.json'), 'utf8'));
    expect(report.pluginReports.flatMap((plugin: any) => plugin.violations ?? [])).toEqual([]);
  });

  describe('monitoring', () => {
    const topicId = () => logicalId(stack.monitoring.alarmTopic);
    const alarmsOf = (stackResources: Resources) => ofType(stackResources, 'AWS::CloudWatch::Alarm');

    it('has one alarm topic that refuses plain HTTP, with no subscription while no e-mail is set', () => {
      single(resources, 'AWS::SNS::Topic');
      const [, policy] = single(resources, 'AWS::SNS::TopicPolicy');
      expect(policy.Properties.Topics).toEqual([{ Ref: topicId() }]);
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
      template.resourceCountIs('AWS::SNS::Subscription', 0);
    });

    it('alarms on the API stage answering 5xx and on DynamoDB system errors', () => {
      const parentAlarms = alarmsOf(resources).map(([, alarm]) => alarm.Properties);
      const serverErrors = present(
        parentAlarms.find((alarm) => alarm.MetricName === '5xx'),
        'the 5xx alarm',
      );
      expect(serverErrors).toMatchObject({ Namespace: 'AWS/ApiGateway', Statistic: 'Sum', Threshold: 1 });
      expect(serverErrors.Dimensions).toContainEqual({ Name: 'ApiId', Value: { Ref: logicalId(stack.api.httpApi) } });
      const systemErrors = present(
        parentAlarms.find((alarm) => JSON.stringify(alarm.Metrics ?? []).includes('SystemErrors')),
        'the DynamoDB system errors alarm',
      );
      const tableMetrics = systemErrors.Metrics.filter((query: any) => query.MetricStat);
      expect(tableMetrics.length).toBeLessThanOrEqual(10);
      for (const query of tableMetrics) {
        expect(query.MetricStat.Metric).toMatchObject({ Namespace: 'AWS/DynamoDB', MetricName: 'SystemErrors' });
        expect(query.MetricStat.Metric.Dimensions).toContainEqual({
          Name: 'TableName',
          Value: { Ref: logicalId(stack.data.table) },
        });
      }
    });

    it('sums the errors and the throttles of every route Lambda with metric math, ten at most per alarm', () => {
      for (const kind of ['Errors', 'Throttles']) {
        const watched = allGroups().flatMap((group) =>
          alarmsOf(resourcesOfGroup(group)).flatMap(([, alarm]) => {
            const queries = (alarm.Properties.Metrics ?? []).filter((query: any) => query.MetricStat);
            if (!queries.every((query: any) => query.MetricStat.Metric.MetricName === kind)) return [];
            expect(queries.length).toBeLessThanOrEqual(10);
            expect(alarm.Properties.Metrics.find((query: any) => query.ReturnData !== false).Expression).toBe(
              queries.map((query: any) => query.Id).join(' + '),
            );
            return queries.map((query: any) => {
              expect(query.MetricStat.Metric.Namespace).toBe('AWS/Lambda');
              const [dimension] = query.MetricStat.Metric.Dimensions;
              return dimension.Value.Ref as string;
            });
          }),
        );
        const routeFunctionIds = routeList.map((route) => routeFunction(route).id);
        expect(watched.sort(), kind).toEqual(routeFunctionIds.sort());
      }
    });

    it('notifies the topic of every alarm and of its recovery', () => {
      const everyAlarm = [
        ...alarmsOf(resources).map(([, alarm]) => alarm.Properties),
        ...allGroups().flatMap((group) =>
          alarmsOf(resourcesOfGroup(group)).map(([, alarm]) => inParent(group, alarm.Properties, resources) as any),
        ),
      ];
      // The API's 5xx and the table's errors, the sign-up trigger's errors and throttles, then each route group's
      // errors and throttles, one pair for every METRICS_PER_ALARM_MAX of its functions.
      const pairsOfGroup = (group: RouteGroup) =>
        Math.ceil(
          Object.values(resourcesOfGroup(group)).filter((resource: any) => resource.Type === 'AWS::Lambda::Function')
            .length / METRICS_PER_ALARM_MAX,
        );
      expect(everyAlarm.length).toBe(2 + 2 + 2 * allGroups().reduce((pairs, group) => pairs + pairsOfGroup(group), 0));
      for (const alarm of everyAlarm) {
        expect(alarm.AlarmActions, alarm.AlarmDescription).toEqual([{ Ref: topicId() }]);
        expect(alarm.OKActions, alarm.AlarmDescription).toEqual([{ Ref: topicId() }]);
        expect(alarm.TreatMissingData).toBe('notBreaching');
      }
    });
  });

  it('leaves no cdk-nag or template validation finding unacknowledged, errors or warnings', () => {
    const report = JSON.parse(readFileSync(join(assemblyDir, 'validation-report.json'), 'utf8'));
    expect(report.pluginReports.flatMap((plugin: any) => plugin.violations ?? [])).toEqual([]);
  });

  it(`keeps every stack under its budget of ${STACK_RESOURCE_BUDGET} resources (CloudFormation allows 500)`, () => {
    expect(Object.keys(resources).length).toBeLessThan(STACK_RESOURCE_BUDGET);
    for (const group of allGroups()) {
      expect(Object.keys(resourcesOfGroup(group)).length, group.node.path).toBeLessThan(STACK_RESOURCE_BUDGET);
    }
  });
});

describe('HiveKeeper stack with 50 more routes than routes.ts (the spec needs about 60 in all)', () => {
  // The worst case for one nested stack: every new route lands in the same feature area, hives.
  const projected = Array.from({ length: PROJECTED_EXTRA_ROUTES }, (_, index) => ({
    ...present(routes.listHives, 'listHives'),
    name: `projectedRoute${index}` as RouteName,
    path: `${API_BASE_PATH}/hives/projected-${index}`,
  }));
  let base: HiveKeeperStack;
  let grown: HiveKeeperStack;
  beforeAll(() => {
    base = addHiveKeeperStack(testApp(), testConfig());
    grown = addHiveKeeperStack(testApp(), testConfig(), [...routeList, ...projected]);
  }, 60_000);
  const count = (stack: Stack) => Object.keys(resourcesOf(stack)).length;

  it(`keeps the parent and every nested stack under ${STACK_RESOURCE_BUDGET} resources`, () => {
    expect(count(grown)).toBeLessThan(STACK_RESOURCE_BUDGET);
    for (const group of Object.values(grown.api.routeGroups)) {
      expect(count(group), group.node.path).toBeLessThan(STACK_RESOURCE_BUDGET);
    }
  });

  it('costs 5 resources per route (function, log group, route, integration, permission) and 2 alarms per 10', () => {
    const hiveRoutes = routeList.filter((route) => featureAreaOf(route) === 'hives').length;
    const alarms = (routeCount: number) => 2 * Math.ceil(routeCount / 10);
    const hives = (stack: HiveKeeperStack) => present(stack.api.routeGroups.hives, 'the hives route group');
    expect(count(hives(grown)) - count(hives(base))).toBe(
      5 * PROJECTED_EXTRA_ROUTES + alarms(hiveRoutes + PROJECTED_EXTRA_ROUTES) - alarms(hiveRoutes),
    );
    // Nothing is added to the parent stack by a route of an existing area.
    expect(count(grown)).toBe(count(base));
  });
});

describe('HiveKeeper stack (prod stage in a known account, with a custom domain)', () => {
  let stack: HiveKeeperStack;
  let resources: Resources;
  let assemblyDir: string;
  beforeAll(
    () =>
      ({ stack, resources, assemblyDir } = synth(
        {
          stage: 'prod',
          region: 'eu-west-1',
          siteDomain: 'app.hivekeeper.example',
          siteCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
          logLevel: 'warn',
          alarmEmail: 'ops@hivekeeper.example',
        },
        { env: { CDK_DEFAULT_ACCOUNT: '123456789012' } },
      )),
    60_000,
  );
  const res = (id: string) => present(resources[id], `resource ${id}`);

  it('protects the table and the user pool from deletion and keeps logs a year', () => {
    const [, table] = single(resources, 'AWS::DynamoDB::GlobalTable');
    expect(table.Properties.Replicas[0].DeletionProtectionEnabled).toBe(true);
    expect(res(logicalId(stack.auth.userPool)).Properties.DeletionProtection).toBe('ACTIVE');
    const nested = Object.values(stack.api.routeGroups).map((group) => resourcesOf(group));
    for (const [id, logGroup] of [resources, ...nested].flatMap((each) => ofType(each, 'AWS::Logs::LogGroup'))) {
      expect(logGroup.Properties.RetentionInDays, id).toBe(365);
    }
  });

  it('enforces Cognito threat protection on the Plus plan', () => {
    expect(res(logicalId(stack.auth.userPool)).Properties).toMatchObject({
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
  });

  it('serves the custom domain with TLS 1.2 and allows uploads from it', () => {
    const config = res(logicalId(stack.web.distribution)).Properties.DistributionConfig;
    expect(config.Aliases).toEqual(['app.hivekeeper.example']);
    expect(config.ViewerCertificate).toMatchObject({
      AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      MinimumProtocolVersion: 'TLSv1.2_2021',
    });
    const uploads = res(logicalId(stack.data.uploadsBucket)).Properties;
    expect(uploads.CorsConfiguration.CorsRules[0].AllowedOrigins).toEqual(['https://app.hivekeeper.example']);
  });

  it('subscribes HIVEKEEPER_ALARM_EMAIL to the alarm topic', () => {
    const [, subscription] = single(resources, 'AWS::SNS::Subscription');
    expect(subscription.Properties).toEqual({
      Protocol: 'email',
      Endpoint: 'ops@hivekeeper.example',
      TopicArn: { Ref: logicalId(stack.monitoring.alarmTopic) },
    });
  });

  it('passes LOG_LEVEL to every route Lambda', () => {
    for (const route of routeList) {
      const routeFunction = present(stack.api.functions[route.name], route.name);
      const resource = present(resourcesOf(Stack.of(routeFunction))[logicalId(routeFunction)], route.name);
      expect(resource.Properties.Environment.Variables.LOG_LEVEL).toBe('WARN');
    }
  });

  it('leaves no cdk-nag finding unacknowledged', () => {
    const report = JSON.parse(readFileSync(join(assemblyDir, 'validation-report.json'), 'utf8'));
    expect(report.pluginReports.flatMap((plugin: any) => plugin.violations ?? [])).toEqual([]);
  });

  it("puts CloudFront behind the stage's web ACL in us-east-1: per-address limits, tighter on visitors' routes", () => {
    const edge = present(
      stack.node.root.node.children.find((child): child is EdgeProtectionStack => child instanceof EdgeProtectionStack),
      'the edge stack',
    );
    expect(edge.region).toBe('us-east-1');
    const [, webAcl] = single(Template.fromStack(edge).toJSON().Resources as Resources, 'AWS::WAFv2::WebACL');
    expect(webAcl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const rules = webAcl.Properties.Rules as any[];
    expect(rules.map((rule) => rule.Name)).toEqual([
      'ip-reputation',
      'visitor-routes-per-address',
      'all-requests-per-address',
    ]);
    const [, visitors, everything] = rules;
    expect(everything.Statement.RateBasedStatement).toEqual({ Limit: REQUESTS_PER_ADDRESS, AggregateKeyType: 'IP' });
    expect(visitors.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
    const limited = visitors.Statement.RateBasedStatement;
    expect(limited.Limit).toBe(VISITOR_REQUESTS_PER_ADDRESS);
    const matched = (limited.ScopeDownStatement.OrStatement.Statements as any[]).map((statement) =>
      statement.AndStatement.Statements.map((part: any) => part.ByteMatchStatement.SearchString).join(' '),
    );
    expect(matched).toContain('POST /api/feedback');
    expect(matched).toContain('GET /api/calendar/');
    // Stripe's few addresses deliver every beekeeper's events: the signed webhook is not limited per address.
    expect(matched).not.toContain('POST /api/billing/webhook');
    const config = res(logicalId(stack.web.distribution)).Properties.DistributionConfig;
    expect(config.WebACLId).toBeDefined();
  });
});
