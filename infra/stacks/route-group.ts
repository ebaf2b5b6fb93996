import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CfnParameter, Duration, NestedStack, Stack, Validations } from 'aws-cdk-lib';
import {
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  type HttpApi,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing, type IFunction } from 'aws-cdk-lib/aws-lambda';
import {
  LogLevel as BundlingLogLevel,
  NodejsFunction,
  OutputFormat,
  type NodejsFunctionProps,
} from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { TABLE_DESIGN } from '../../functions/lib/data/table-design';
import { EXPORT_OBJECT_PATTERN, UNATTACHED_PREFIX, USERS_PREFIX } from '../../functions/lib/uploads/keys';
import { MARKETING_PREFIX } from '../../functions/lib/uploads/marketing-keys';
import type { Grant, RouteDefinition, RouteName } from '../../functions/routes';
import { STRIPE_ENVIRONMENT } from '../../functions/lib/billing/stripe-environment';
import { REMINDERS_ENVIRONMENT } from '../../functions/lib/reminders/reminders-environment';
import { CONTENT_ENVIRONMENT } from '../../functions/lib/content/content-environment';
import { JOBS_ENVIRONMENT } from '../../functions/lib/jobs/jobs-environment';
import type { BedrockConfig, RemindersConfig, StackConfig, StripeConfig } from '../config';
import { FUNCTION_SETTINGS } from '../function-settings';
import { handlerEntry, REPO_ROOT } from '../paths';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { alarmOnFunctions } from './monitoring';

/** Every HiveKeeper Lambda runs on this Node.js runtime (the newest Lambda offers in this CDK version). */
export const FUNCTION_RUNTIME = Runtime.NODEJS_24_X;

/**
 * The actions each route grant allows: the only place a grant becomes IAM.
 *
 * `table:*` on the table: single items and queries only, never Scan or batch operations, which read or write
 * across beekeepers. A transaction needs no action of its own: IAM checks each item's Put, Update, Delete or
 * ConditionCheck as the action it names. A read grant may also Query the table's global indexes (the hives of one
 * apiary), and nothing else on them.
 *
 * `uploads:*` on the beekeepers' files in the uploads bucket (`UPLOAD_OBJECT_PATTERNS`); only `uploads:list` (the
 * account deletion job) reaches the bucket itself, to list those prefixes and nothing else: a HEAD, a presigned GET and the source of a copy are GetObject; a presigned PUT and the
 * target of a copy are PutObject; DeleteObjects checks DeleteObject for each key.
 *
 * `marketing:*` the same on the admins' marketing images (`marketing/*`) only.
 *
 * `exports:*` the same on the beekeepers' exports (the `exports` folder of each beekeeper's prefix,
 * `EXPORT_OBJECT_PATTERN`) only; a write also tags the object (PutObjectTagging), which the bucket's lifecycle rule
 * expires it by.
 *
 * `payments:secrets` on the stage's two Stripe parameters by name (`readStripeSettings` reads both in one
 * GetParameters, decrypted): nothing else in Parameter Store. SSM decrypts SecureString parameters with the
 * account's `aws/ssm` key, whose key policy lets the account's principals decrypt through SSM, so no KMS action is
 * granted. On a stage without Stripe the grant reaches nothing and the Lambda gets no Stripe environment.
 */
export const GRANT_ACTIONS = {
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
  'marketing:read': ['s3:GetObject'],
  'marketing:write': ['s3:PutObject'],
  'marketing:delete': ['s3:DeleteObject'],
  'exports:read': ['s3:GetObject'],
  'exports:write': ['s3:PutObject', 's3:PutObjectTagging'],
  'exports:delete': ['s3:DeleteObject'],
  'jobs:start': ['lambda:InvokeFunction'],
  'reminders:secret': ['ssm:GetParameters'],
} as const satisfies Record<Grant, readonly string[]>;

export const UPLOADS_BUCKET_ARN_PARAMETER = 'UploadsBucketArn';

/** The objects `uploads:*` grants reach: saved files and files not yet saved, of every beekeeper. */
export const UPLOAD_OBJECT_PATTERNS = [`${USERS_PREFIX}*`, `${UNATTACHED_PREFIX}${USERS_PREFIX}*`] as const;

/** The one action a read grant allows on the table's global indexes. */
export const INDEX_QUERY_ACTION = 'dynamodb:Query';

/** A route as any entry of routes.ts may be declared, so tests can build the API from made-up entries too. */
export type Route = RouteDefinition & { name: RouteName };

export interface GrantableResources {
  table: ITableV2;
  uploadsBucket: IBucket;
}

/** The feature area a route belongs to: its handler's folder under functions/handlers (hives, apiaries, ...). */
export function featureAreaOf(route: Pick<RouteDefinition, 'handler'>): string {
  return route.handler.split('/')[0] ?? route.handler;
}

export interface RouteGroupProps {
  config: StackConfig;
  area: string;
  routes: readonly Route[];
  httpApi: HttpApi;
  authorizer: IHttpRouteAuthorizer;
  /** What an optional route's Lambda checks a sent ID token against itself (no authorizer runs before it). */
  idToken: { issuer: string; audience: string };
  resources: GrantableResources;
  /** The user pool whose `admins` group `admins:list` reads. */
  userPool: IUserPool;
  alarmTopic: ITopic;
  /** The scheduled jobs' functions, which a route granted `jobs:start` may start. */
  jobFunctions: Readonly<Record<string, IFunction>>;
}

/**
 * The routes of one feature area (hives, apiaries, ...) as a nested stack: for each route its Lambda, log group,
 * API Gateway route, integration and invoke permission (5 resources), one IAM role per distinct set of grants in
 * the area, and the area's error and throttle alarms. See HiveKeeperStack for why the stack has this shape.
 */
export class RouteGroup extends NestedStack {
  /** Each route's Lambda, by route name. */
  readonly functions: Partial<Record<RouteName, NodejsFunction>> = {};
  private readonly roles = new Map<string, Role>();
  /**
   * The uploads bucket's ARN, passed in under a name of our own: the wildcard object ARNs built on it then read
   * the same to cdk-nag as here, so they can be acknowledged by name.
   */
  private readonly uploadsBucketArn: string;

  constructor(
    scope: Construct,
    id: string,
    private readonly props: RouteGroupProps,
  ) {
    super(scope, id, {
      description: `HiveKeeper ${props.config.stage}: the ${props.area} routes and their Lambdas`,
      parameters: { [UPLOADS_BUCKET_ARN_PARAMETER]: props.resources.uploadsBucket.bucketArn },
    });
    this.uploadsBucketArn = new CfnParameter(this, UPLOADS_BUCKET_ARN_PARAMETER, { type: 'String' }).valueAsString;
    for (const route of props.routes) {
      const handler = this.routeFunction(route);
      // API Gateway's JWT authorizer refuses a request without a token, so an optional route (signed in or not)
      // goes without it, as a public one does.
      const isPublic = route.access === 'public' || route.access === 'optional';
      const httpRoute = new HttpRoute(this, `${route.name}Route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${route.name}Integration`, handler),
        authorizer: isPublic ? new HttpNoneAuthorizer() : props.authorizer,
      });
      if (isPublic) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is declared ${route.access} in functions/routes.ts: it needs no sign-in.`,
        });
      }
      this.functions[route.name] = handler;
    }
    alarmOnFunctions(this, Object.values(this.functions), props.alarmTopic, `${props.config.stage} ${props.area}`);
  }

  /**
   * The role shared by the area's Lambdas whose routes have exactly these grants: it may do what the grants say,
   * write to those Lambdas' log groups and send X-Ray traces, nothing else.
   */
  private roleFor(grants: readonly Grant[]): Role {
    const key = [...new Set(grants)].sort().join('+') || 'none';
    const existing = this.roles.get(key);
    if (existing) return existing;
    const id = key.replace(/(^|[^a-z])([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
    const role = new Role(this, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `HiveKeeper ${this.props.config.stage} ${this.props.area} Lambdas granted ${key}`,
    });
    grantAll(grants, role, { ...this.props, uploadsBucketArn: this.uploadsBucketArn });
    this.roles.set(key, role);
    return role;
  }

  /** One Lambda for one route, with its own log group and its grant set's role. */
  private routeFunction(route: Route): NodejsFunction {
    const { config, resources } = this.props;
    const { name, handler: handlerModule } = route;
    const entry = handlerEntry(route);
    if (!existsSync(entry)) {
      throw new Error(`functions/routes.ts names handler "${handlerModule}" for ${name}, but ${entry} does not exist.`);
    }
    const logGroup = new LogGroup(this, `${name}Logs`, { retention: config.logRetention });
    const role = this.roleFor(route.grants);
    logGroup.grantWrite(role);

    return new NodejsFunction(this, `${name}Function`, {
      ...FUNCTION_DEFAULTS,
      description: `HiveKeeper ${name} (${handlerModule})`,
      entry,
      role,
      logGroup,
      environment: {
        ...functionEnvironment(config, resources),
        ...grantedEnvironment(route.grants, { ...this.props, uploadsBucketArn: this.uploadsBucketArn }),
        ...(route.access === 'optional'
          ? { USER_POOL_ISSUER: this.props.idToken.issuer, USER_POOL_CLIENT_ID: this.props.idToken.audience }
          : {}),
      },
    });
  }
}

/** What every HiveKeeper Lambda shares, route or trigger: runtime, size, tracing and the bundling. */
export const FUNCTION_DEFAULTS = {
  handler: 'handler',
  runtime: FUNCTION_RUNTIME,
  architecture: Architecture.ARM_64,
  memorySize: FUNCTION_SETTINGS.memoryMb,
  timeout: Duration.seconds(FUNCTION_SETTINGS.timeoutSeconds),
  tracing: Tracing.ACTIVE,
  projectRoot: REPO_ROOT,
  depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
  bundling: {
    forceDockerBundling: false,
    format: OutputFormat.ESM,
    // Prefer packages' ES module builds: they tree-shake (the AWS SDK above all).
    mainFields: ['module', 'main'],
    // A bundled CommonJS package that require()s a Node built-in fails in an ES module without this shim
    // (aws-xray-sdk-core, which the Powertools tracer brings, does).
    banner:
      "import { createRequire as topLevelCreateRequire } from 'module'; const require = topLevelCreateRequire(import.meta.url);",
    minify: true,
    sourceMap: true,
    sourcesContent: false,
    // The SDK is bundled, not taken from the runtime: the version we test with is the version that runs.
    bundleAwsSDK: true,
    logLevel: BundlingLogLevel.WARNING,
  },
} satisfies Partial<NodejsFunctionProps>;

/** What a role's grants reach, and the Lambdas they serve: everything but the functions themselves. */
export interface GrantContext {
  config: StackConfig;
  resources: GrantableResources;
  /** The uploads bucket's ARN as the nested stack names it (see RouteGroup). */
  uploadsBucketArn: string;
  userPool: IUserPool;
  /** The scheduled jobs' functions, for `jobs:start`. */
  jobFunctions: Readonly<Record<string, IFunction>>;
}

/** Lets a Lambda's role do what its grants say, send X-Ray traces, and nothing else. */
export function grantAll(grants: readonly Grant[], role: Role, context: GrantContext): void {
  const { config, resources, uploadsBucketArn, userPool, jobFunctions } = context;
  grantTableAccess(grants, role, resources);
  grantUploadsAccess(grants, role, uploadsBucketArn);
  grantUploadsListing(grants, role, uploadsBucketArn);
  grantMarketingImages(grants, role, uploadsBucketArn);
  grantExports(grants, role, uploadsBucketArn);
  grantPaymentSecrets(grants, role, config.stripe);
  grantMail(grants, role, config.mailFrom);
  grantAdminsList(grants, role, userPool);
  grantUsersDelete(grants, role, userPool);
  grantContentGeneration(grants, role, config.bedrock);
  grantJobsStart(grants, role, jobFunctions);
  grantReminderSecret(grants, role, config.reminders);
  // X-Ray's PutTraceSegments and PutTelemetryRecords take no resource: IAM allows them only on "*".
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: 'Active tracing sends X-Ray segments; X-Ray actions support no resource-level permissions.',
  });
}

/** The environment a Lambda's grants call for (Stripe's parameter names, the sender, the models, the jobs...). */
export function grantedEnvironment(grants: readonly Grant[], context: GrantContext): Record<string, string> {
  const { config, userPool, jobFunctions } = context;
  return {
    ...paymentEnvironment(grants, config.stripe),
    ...mailEnvironment(grants, config.mailFrom),
    ...contentEnvironment(grants, config.bedrock),
    ...(grants.includes('admins:list') || grants.includes('users:delete') ? { USER_POOL_ID: userPool.userPoolId } : {}),
    ...(grants.includes('jobs:start') ? jobsEnvironment(jobFunctions) : {}),
    ...reminderEnvironment(grants, config.reminders),
  };
}

/** The environment every HiveKeeper Lambda gets in the cloud. */
export function functionEnvironment(
  config: Pick<StackConfig, 'logLevel'>,
  resources: Pick<GrantableResources, 'table' | 'uploadsBucket'>,
): Record<string, string> {
  return {
    ...FUNCTION_SETTINGS.baseEnvironment,
    TABLE_NAME: resources.table.tableName,
    UPLOADS_BUCKET: resources.uploadsBucket.bucketName,
    LOG_LEVEL: config.logLevel,
    // Stack traces in the logs point at the TypeScript sources through the bundled source maps.
    NODE_OPTIONS: '--enable-source-maps',
  };
}

/** Grants whose actions act on a resource of their own, not on the table's items or the bucket's objects. */
const OWN_RESOURCE_GRANTS: readonly Grant[] = ['uploads:list'];

function actionsOf(grants: readonly Grant[], kind: 'table' | 'uploads' | 'marketing' | 'exports'): string[] {
  const ofKind = grants.filter((grant) => grant.startsWith(`${kind}:`) && !OWN_RESOURCE_GRANTS.includes(grant));
  return [...new Set(ofKind.flatMap((grant) => GRANT_ACTIONS[grant]))];
}

function grantTableAccess(grants: readonly Grant[], role: Role, resources: GrantableResources): void {
  const actions = actionsOf(grants, 'table');
  if (actions.length === 0) return;
  role.addToPrincipalPolicy(new PolicyStatement({ actions, resources: [resources.table.tableArn] }));
  if (grants.includes('table:read')) {
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [INDEX_QUERY_ACTION],
        resources: TABLE_DESIGN.globalIndexes.map((index) => `${resources.table.tableArn}/index/${index.indexName}`),
      }),
    );
  }
}

function grantUploadsAccess(grants: readonly Grant[], role: Role, uploadsBucketArn: string): void {
  const actions = actionsOf(grants, 'uploads');
  if (actions.length === 0) return;
  const objectArns = UPLOAD_OBJECT_PATTERNS.map((pattern) => `${uploadsBucketArn}/${pattern}`);
  role.addToPrincipalPolicy(new PolicyStatement({ actions, resources: objectArns }));
  for (const pattern of UPLOAD_OBJECT_PATTERNS) {
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${UPLOADS_BUCKET_ARN_PARAMETER}>/${pattern}]`,
      reason:
        "Each beekeeper has a key prefix of their own in the uploads bucket, and a route's role serves them all: " +
        "the beekeepers' prefixes are the least it can reach. The handler checks each key against the caller's.",
    });
  }
}

/** `uploads:list`: ListBucket on the uploads bucket, for the beekeepers' prefixes only (`s3:prefix`). */
function grantUploadsListing(grants: readonly Grant[], role: Role, uploadsBucketArn: string): void {
  if (!grants.includes('uploads:list')) return;
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: [...GRANT_ACTIONS['uploads:list']],
      resources: [uploadsBucketArn],
      conditions: { StringLike: { 's3:prefix': [...UPLOAD_OBJECT_PATTERNS] } },
    }),
  );
}

function grantMarketingImages(grants: readonly Grant[], role: Role, uploadsBucketArn: string): void {
  const actions = actionsOf(grants, 'marketing');
  if (actions.length === 0) return;
  role.addToPrincipalPolicy(new PolicyStatement({ actions, resources: [`${uploadsBucketArn}/${MARKETING_PREFIX}*`] }));
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${UPLOADS_BUCKET_ARN_PARAMETER}>/${MARKETING_PREFIX}*]`,
    reason:
      'Each piece of marketing content has its images under a prefix of its own, and the routes serve every piece: ' +
      'the marketing prefix is the least they can reach. The handler checks each key against its content.',
  });
}

function grantExports(grants: readonly Grant[], role: Role, uploadsBucketArn: string): void {
  const actions = actionsOf(grants, 'exports');
  if (actions.length === 0) return;
  role.addToPrincipalPolicy(
    new PolicyStatement({ actions, resources: [`${uploadsBucketArn}/${EXPORT_OBJECT_PATTERN}`] }),
  );
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${UPLOADS_BUCKET_ARN_PARAMETER}>/${EXPORT_OBJECT_PATTERN}]`,
    reason:
      "Each beekeeper's exports are under their own prefix, and the export route and job serve them all: the " +
      "exports folders of the beekeepers' prefixes are the least they can reach. The code keys each by its owner.",
  });
}

/** The SSM parameter's ARN from its name (`/a/b` and `a/b` name the same parameter, `parameter/a/b`). */
function parameterArn(scope: Construct, name: string): string {
  return Stack.of(scope).formatArn({ service: 'ssm', resource: 'parameter', resourceName: name.replace(/^\//, '') });
}

function grantPaymentSecrets(grants: readonly Grant[], role: Role, stripe: StripeConfig | undefined): void {
  if (!stripe || !grants.includes('payments:secrets')) return;
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: [...GRANT_ACTIONS['payments:secrets']],
      resources: [stripe.secretKeyParameter, stripe.webhookSecretParameter].map((name) => parameterArn(role, name)),
    }),
  );
}

/** The names of the Stripe parameters and the Price, for a Lambda granted `payments:secrets`: never the secrets. */
function paymentEnvironment(grants: readonly Grant[], stripe: StripeConfig | undefined): Record<string, string> {
  if (!stripe || !grants.includes('payments:secrets')) return {};
  return {
    [STRIPE_ENVIRONMENT.secretKeyParameter]: stripe.secretKeyParameter,
    [STRIPE_ENVIRONMENT.webhookSecretParameter]: stripe.webhookSecretParameter,
    [STRIPE_ENVIRONMENT.priceId]: stripe.priceId,
  };
}

/** `reminders:secret` on the reminder secret's parameter and the site's origin's, by name: nothing else in SSM. */
function grantReminderSecret(grants: readonly Grant[], role: Role, reminders: RemindersConfig | undefined): void {
  if (!reminders || !grants.includes('reminders:secret')) return;
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: [...GRANT_ACTIONS['reminders:secret']],
      resources: [reminders.secretParameter, reminders.siteUrlParameter].map((name) => parameterArn(role, name)),
    }),
  );
}

/** The names of the two parameters, for a Lambda granted `reminders:secret`: never the secret. */
function reminderEnvironment(grants: readonly Grant[], reminders: RemindersConfig | undefined): Record<string, string> {
  if (!reminders || !grants.includes('reminders:secret')) return {};
  return {
    [REMINDERS_ENVIRONMENT.secretParameter]: reminders.secretParameter,
    [REMINDERS_ENVIRONMENT.siteUrlParameter]: reminders.siteUrlParameter,
  };
}

/** The SES identities a sender may be verified as: its address, or its whole domain. */
export function mailIdentityArns(scope: Construct, mailFrom: string): string[] {
  const domain = mailFrom.slice(mailFrom.lastIndexOf('@') + 1);
  return [mailFrom, domain].map((identity) =>
    Stack.of(scope).formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
  );
}

/** What a Lambda granted `mail:send` sends from: the stage's sender, named HiveKeeper. */
export function mailEnvironment(grants: readonly Grant[], mailFrom: string | undefined): Record<string, string> {
  if (!mailFrom || !grants.includes('mail:send')) return {};
  return { MAIL_FROM: `HiveKeeper <${mailFrom}>` };
}

function grantMail(grants: readonly Grant[], role: Role, mailFrom: string | undefined): void {
  if (!mailFrom || !grants.includes('mail:send')) return;
  role.addToPrincipalPolicy(
    new PolicyStatement({ actions: [...GRANT_ACTIONS['mail:send']], resources: mailIdentityArns(role, mailFrom) }),
  );
}

function grantAdminsList(grants: readonly Grant[], role: Role, userPool: IUserPool): void {
  if (!grants.includes('admins:list')) return;
  role.addToPrincipalPolicy(
    new PolicyStatement({ actions: [...GRANT_ACTIONS['admins:list']], resources: [userPool.userPoolArn] }),
  );
}

function grantUsersDelete(grants: readonly Grant[], role: Role, userPool: IUserPool): void {
  if (!grants.includes('users:delete')) return;
  role.addToPrincipalPolicy(
    new PolicyStatement({ actions: [...GRANT_ACTIONS['users:delete']], resources: [userPool.userPoolArn] }),
  );
}

/** The stage's two Bedrock foundation models, in the stack's region. */
function foundationModelArns(scope: Construct, bedrock: BedrockConfig): string[] {
  return [bedrock.textModelId, bedrock.imageModelId].map((modelId) =>
    Stack.of(scope).formatArn({ service: 'bedrock', account: '', resource: 'foundation-model', resourceName: modelId }),
  );
}

function grantContentGeneration(grants: readonly Grant[], role: Role, bedrock: BedrockConfig | undefined): void {
  if (!bedrock || !grants.includes('content:generate')) return;
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: [...GRANT_ACTIONS['content:generate']],
      resources: foundationModelArns(role, bedrock),
    }),
  );
}

/** Which generator a Lambda granted `content:generate` writes with: Bedrock's models when the stage has them. */
export function contentEnvironment(
  grants: readonly Grant[],
  bedrock: BedrockConfig | undefined,
): Record<string, string> {
  if (!bedrock || !grants.includes('content:generate')) return {};
  return {
    [CONTENT_ENVIRONMENT.generator]: 'bedrock',
    [CONTENT_ENVIRONMENT.textModelId]: bedrock.textModelId,
    [CONTENT_ENVIRONMENT.imageModelId]: bedrock.imageModelId,
  };
}

/** A Lambda granted `jobs:start` may invoke the scheduled jobs' functions, and only those. */
function grantJobsStart(grants: readonly Grant[], role: Role, jobFunctions: Readonly<Record<string, IFunction>>): void {
  const functions = Object.values(jobFunctions);
  if (!grants.includes('jobs:start') || functions.length === 0) return;
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: [...GRANT_ACTIONS['jobs:start']],
      resources: functions.map((fn) => fn.functionArn),
    }),
  );
}

/** Each job's function name, for the job starter (`JOB_FUNCTION_<job>`). */
function jobsEnvironment(jobFunctions: Readonly<Record<string, IFunction>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(jobFunctions).map(([name, fn]) => [`${JOBS_ENVIRONMENT.functionPrefix}${name}`, fn.functionName]),
  );
}
