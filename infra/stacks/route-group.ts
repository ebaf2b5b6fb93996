import { existsSync } from 'node:fs';
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
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  Function as LambdaFunction,
  Runtime,
  Tracing,
  type FunctionProps,
  type IFunction,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { TABLE_DESIGN } from '../../functions/lib/data/table-design';
import {
  EXPORT_OBJECT_PATTERN,
  TRANSCRIPTION_JOB_PREFIX,
  UNATTACHED_PREFIX,
  USERS_PREFIX,
} from '../../functions/lib/uploads/keys';
import { MARKETING_PREFIX } from '../../functions/lib/uploads/marketing-keys';
import type { Grant, RouteDefinition, RouteName } from '../../functions/routes';
import { isOpenToVisitors } from '../../functions/route-definition';
import { STRIPE_ENVIRONMENT } from '../../functions/lib/billing/stripe-environment';
import { REMINDERS_ENVIRONMENT } from '../../functions/lib/reminders/reminders-environment';
import { CONTENT_ENVIRONMENT } from '../../functions/lib/content/content-environment';
import { JOBS_ENVIRONMENT } from '../../functions/lib/jobs/jobs-environment';
import { TRANSCRIPTION_ENVIRONMENT } from '../../functions/lib/transcription/transcription-environment';
import { ORIGIN_SECRET_ENVIRONMENT } from '../../functions/lib/http/cloudfront-origin';
import type { StackConfig } from '../config';
import { FUNCTION_SETTINGS } from '../function-settings';
import { lambdaCode } from '../lambda-bundles';
import { handlerEntry } from '../paths';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { acknowledgeWildcardResources } from './acknowledge';
import { alarmOnFunctions } from './monitoring';
import { vocabularyArnOf, vocabularyNamesOf } from './transcription';

/** Every HiveKeeper Lambda runs on this Node.js runtime (the newest Lambda offers in this CDK version). */
export const FUNCTION_RUNTIME = Runtime.NODEJS_24_X;

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
  /** The value CloudFront sends with every request (Api's `originSecret`), which every route's Lambda requires. */
  originSecret: string;
}

/**
 * The routes of one feature area (hives, apiaries, ...) as a nested stack: for each route its Lambda, log group,
 * API Gateway route, integration and invoke permission (5 resources), one IAM role per distinct set of grants in
 * the area, and the area's error and throttle alarms. See HiveKeeperStack for why the stack has this shape.
 */
export class RouteGroup extends NestedStack {
  /** Each route's Lambda, by route name. */
  readonly functions: Partial<Record<RouteName, LambdaFunction>> = {};
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
      const isPublic = isOpenToVisitors(route);
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
  private routeFunction(route: Route): LambdaFunction {
    const { config, resources } = this.props;
    const { name, handler: handlerModule } = route;
    const entry = handlerEntry(route);
    if (!existsSync(entry)) {
      throw new Error(`functions/routes.ts names handler "${handlerModule}" for ${name}, but ${entry} does not exist.`);
    }
    const logGroup = new LogGroup(this, `${name}Logs`, { retention: config.logRetention });
    const role = this.roleFor(route.grants);
    logGroup.grantWrite(role);

    return new LambdaFunction(this, `${name}Function`, {
      ...FUNCTION_DEFAULTS,
      description: `HiveKeeper ${name} (${handlerModule})`,
      code: lambdaCode(this, handlerModule),
      role,
      logGroup,
      environment: {
        ...functionEnvironment(config, resources),
        [ORIGIN_SECRET_ENVIRONMENT]: this.props.originSecret,
        ...grantedEnvironment(route.grants, { ...this.props, uploadsBucketArn: this.uploadsBucketArn }),
        ...(route.access === 'optional'
          ? { USER_POOL_ISSUER: this.props.idToken.issuer, USER_POOL_CLIENT_ID: this.props.idToken.audience }
          : {}),
      },
    });
  }
}

/**
 * What every HiveKeeper Lambda shares, route, job or trigger: runtime, size and tracing. Its code is its handler's
 * bundle (`lambdaCode`, infra/lambda-bundles.ts), whose module exports `handler`.
 */
export const FUNCTION_DEFAULTS = {
  handler: 'index.handler',
  runtime: FUNCTION_RUNTIME,
  architecture: Architecture.ARM_64,
  memorySize: FUNCTION_SETTINGS.memoryMb,
  timeout: Duration.seconds(FUNCTION_SETTINGS.timeoutSeconds),
  // Lambda's own segments (initialization, invocation, overhead) for every request; no tracing SDK in the bundle.
  tracing: Tracing.ACTIVE,
} satisfies Partial<FunctionProps>;

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

/** Where a grant's statements are made: the role's stack formats the ARNs. */
type GrantScope = GrantContext & { scope: Construct };

/** IAM actions on resources, as a grant allows them. */
interface GrantStatement {
  actions: readonly string[];
  /** None: the grant reaches nothing on this stage (Stripe's parameters on a stage without Stripe). */
  resources: (context: GrantScope) => readonly string[];
  conditions?: Record<string, Record<string, readonly string[]>>;
}

/**
 * What one grant of routes.ts lets a Lambda do, where, and what the Lambda is told to do it: the only place a grant
 * becomes IAM. Grants acting on the same resources share one statement (`table:read` and `table:write` on the
 * table), with the actions in the order the route lists its grants; statements follow this table's order.
 */
export interface GrantPolicy extends GrantStatement {
  /** Further statements the grant brings (a read may also query the table's global indexes). */
  alsoAllows?: readonly GrantStatement[];
  /** cdk-nag findings its resources raise on the role (wildcard object ARNs), acknowledged with the reason. */
  acknowledgements?: readonly { id: string; reason: string }[];
  /**
   * Wildcard resources whose cdk-nag finding names the stack's region and account as the stage resolves them (an
   * ARN made with `formatArn`), picked by `matches` and acknowledged with the reason.
   */
  acknowledgedWildcards?: { matches: (resource: string) => boolean; reason: string };
  /** The environment a Lambda with the grant gets (parameter names, the sender, the models, the jobs...). */
  environment?: (context: GrantContext) => Record<string, string>;
}

const onTable = ({ resources }: GrantScope) => [resources.table.tableArn];
const onUploads = ({ uploadsBucketArn }: GrantScope) =>
  UPLOAD_OBJECT_PATTERNS.map((pattern) => `${uploadsBucketArn}/${pattern}`);
const onMarketing = ({ uploadsBucketArn }: GrantScope) => [`${uploadsBucketArn}/${MARKETING_PREFIX}*`];
const onExports = ({ uploadsBucketArn }: GrantScope) => [`${uploadsBucketArn}/${EXPORT_OBJECT_PATTERN}`];
const onUserPool = ({ userPool }: GrantScope) => [userPool.userPoolArn];
const userPoolEnvironment = ({ userPool }: GrantContext) => ({ USER_POOL_ID: userPool.userPoolId });

const UPLOADS_ACKNOWLEDGEMENTS = UPLOAD_OBJECT_PATTERNS.map((pattern) => ({
  id: `AwsSolutions-IAM5[Resource::<${UPLOADS_BUCKET_ARN_PARAMETER}>/${pattern}]`,
  reason:
    "Each beekeeper has a key prefix of their own in the uploads bucket, and a route's role serves them all: " +
    "the beekeepers' prefixes are the least it can reach. The handler checks each key against the caller's.",
}));
const MARKETING_ACKNOWLEDGEMENTS = [
  {
    id: `AwsSolutions-IAM5[Resource::<${UPLOADS_BUCKET_ARN_PARAMETER}>/${MARKETING_PREFIX}*]`,
    reason:
      'Each piece of marketing content has its images under a prefix of its own, and the routes serve every piece: ' +
      'the marketing prefix is the least they can reach. The handler checks each key against its content.',
  },
];
const EXPORTS_ACKNOWLEDGEMENTS = [
  {
    id: `AwsSolutions-IAM5[Resource::<${UPLOADS_BUCKET_ARN_PARAMETER}>/${EXPORT_OBJECT_PATTERN}]`,
    reason:
      "Each beekeeper's exports are under their own prefix, and the export route and job serve them all: the " +
      "exports folders of the beekeepers' prefixes are the least they can reach. The code keys each by its owner.",
  },
];

/**
 * Every grant as IAM and environment.
 *
 * `table:*` on the table: single items and queries only, never Scan or batch operations, which read or write
 * across beekeepers (but `table:batch-delete`, for deleting accounts). A transaction needs no action of its own: IAM
 * checks each item's Put, Update, Delete or ConditionCheck as the action it names. A read grant may also Query the
 * table's global indexes (the hives of one apiary), and nothing else on them.
 *
 * `uploads:*` on the beekeepers' files in the uploads bucket (`UPLOAD_OBJECT_PATTERNS`); only `uploads:list` (the
 * account deletion job) reaches the bucket itself, to list those prefixes and nothing else: a HEAD, a presigned GET
 * and the source of a copy are GetObject; a presigned PUT and the target of a copy are PutObject; DeleteObjects
 * checks DeleteObject for each key. `marketing:*` the same on the admins' marketing images (`marketing/*`) only.
 * `exports:*` the same on the beekeepers' exports (`EXPORT_OBJECT_PATTERN`) only; a write also tags the object
 * (PutObjectTagging), which the bucket's lifecycle rule expires it by.
 *
 * `payments:secrets` on the stage's two Stripe parameters by name (`readStripeSettings` reads both in one
 * GetParameters, decrypted): nothing else in Parameter Store. SSM decrypts SecureString parameters with the
 * account's `aws/ssm` key, whose key policy lets the account's principals decrypt through SSM, so no KMS action is
 * granted. On a stage without Stripe the grant reaches nothing and the Lambda gets no Stripe environment; the
 * same for `mail:send` without a sender, `content:generate` without Bedrock, `transcription:run` without
 * transcription and `reminders:secret` without its secret. The environment names parameters, never a secret.
 */
export const GRANTS = {
  'table:read': {
    actions: ['dynamodb:GetItem', 'dynamodb:Query'],
    resources: onTable,
    alsoAllows: [
      {
        actions: [INDEX_QUERY_ACTION],
        resources: ({ resources }) =>
          TABLE_DESIGN.globalIndexes.map((index) => `${resources.table.tableArn}/index/${index.indexName}`),
      },
    ],
  },
  'table:write': {
    actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem'],
    resources: onTable,
  },
  'table:batch-delete': { actions: ['dynamodb:BatchWriteItem'], resources: onTable },
  'uploads:read': { actions: ['s3:GetObject'], resources: onUploads, acknowledgements: UPLOADS_ACKNOWLEDGEMENTS },
  'uploads:write': { actions: ['s3:PutObject'], resources: onUploads, acknowledgements: UPLOADS_ACKNOWLEDGEMENTS },
  'uploads:delete': { actions: ['s3:DeleteObject'], resources: onUploads, acknowledgements: UPLOADS_ACKNOWLEDGEMENTS },
  /** ListBucket on the uploads bucket, for the beekeepers' prefixes only (`s3:prefix`). */
  'uploads:list': {
    actions: ['s3:ListBucket'],
    resources: ({ uploadsBucketArn }) => [uploadsBucketArn],
    conditions: { StringLike: { 's3:prefix': UPLOAD_OBJECT_PATTERNS } },
  },
  'marketing:read': { actions: ['s3:GetObject'], resources: onMarketing, acknowledgements: MARKETING_ACKNOWLEDGEMENTS },
  'marketing:write': {
    actions: ['s3:PutObject'],
    resources: onMarketing,
    acknowledgements: MARKETING_ACKNOWLEDGEMENTS,
  },
  'marketing:delete': {
    actions: ['s3:DeleteObject'],
    resources: onMarketing,
    acknowledgements: MARKETING_ACKNOWLEDGEMENTS,
  },
  'exports:read': { actions: ['s3:GetObject'], resources: onExports, acknowledgements: EXPORTS_ACKNOWLEDGEMENTS },
  'exports:write': {
    actions: ['s3:PutObject', 's3:PutObjectTagging'],
    resources: onExports,
    acknowledgements: EXPORTS_ACKNOWLEDGEMENTS,
  },
  'exports:delete': { actions: ['s3:DeleteObject'], resources: onExports, acknowledgements: EXPORTS_ACKNOWLEDGEMENTS },
  'payments:secrets': {
    actions: ['ssm:GetParameters'],
    resources: ({ config: { stripe }, scope }) =>
      stripe ? [stripe.secretKeyParameter, stripe.webhookSecretParameter].map((name) => parameterArn(scope, name)) : [],
    environment: ({ config: { stripe } }): Record<string, string> =>
      stripe
        ? {
            [STRIPE_ENVIRONMENT.secretKeyParameter]: stripe.secretKeyParameter,
            [STRIPE_ENVIRONMENT.webhookSecretParameter]: stripe.webhookSecretParameter,
            [STRIPE_ENVIRONMENT.priceId]: stripe.priceId,
          }
        : {},
  },
  /** Sends from the stage's sender, named HiveKeeper. */
  'mail:send': {
    actions: ['ses:SendEmail', 'ses:SendRawEmail'],
    resources: ({ config: { mailFrom }, scope }) => (mailFrom ? mailIdentityArns(scope, mailFrom) : []),
    environment: ({ config: { mailFrom } }) => mailEnvironment(['mail:send'], mailFrom),
  },
  'admins:list': {
    actions: ['cognito-idp:ListUsersInGroup'],
    resources: onUserPool,
    environment: userPoolEnvironment,
  },
  'users:delete': { actions: ['cognito-idp:AdminDeleteUser'], resources: onUserPool, environment: userPoolEnvironment },
  /** The stage's two Bedrock foundation models, in the stack's region: the generator writes with them. */
  'content:generate': {
    actions: ['bedrock:InvokeModel'],
    resources: ({ config: { bedrock }, scope }) =>
      bedrock
        ? [bedrock.textModelId, bedrock.imageModelId].map((modelId) =>
            Stack.of(scope).formatArn({
              service: 'bedrock',
              account: '',
              resource: 'foundation-model',
              resourceName: modelId,
            }),
          )
        : [],
    environment: ({ config: { bedrock } }): Record<string, string> =>
      bedrock
        ? {
            [CONTENT_ENVIRONMENT.generator]: 'bedrock',
            [CONTENT_ENVIRONMENT.textModelId]: bedrock.textModelId,
            [CONTENT_ENVIRONMENT.imageModelId]: bedrock.imageModelId,
          }
        : {},
  },
  /**
   * HiveKeeper's own Amazon Transcribe jobs (named `hivekeeper-…`) and the stage's beekeeping vocabularies, which a
   * job names, in the stack's region. A job reads the audio and writes its result with the caller's permissions: the
   * routes that start one also hold `uploads:read` and `uploads:write` (the bucket's SSE-S3 encryption needs no KMS
   * action).
   */
  'transcription:run': {
    actions: [
      'transcribe:StartTranscriptionJob',
      'transcribe:GetTranscriptionJob',
      'transcribe:DeleteTranscriptionJob',
    ],
    resources: ({ config: { transcription }, scope }) =>
      transcription
        ? [
            Stack.of(scope).formatArn({
              service: 'transcribe',
              resource: 'transcription-job',
              resourceName: `${TRANSCRIPTION_JOB_PREFIX}*`,
            }),
            ...Object.values(vocabularyNamesOf(transcription)).map((name) => vocabularyArnOf(scope, name)),
          ]
        : [],
    acknowledgedWildcards: {
      matches: (resource) => resource.includes(`:transcription-job/${TRANSCRIPTION_JOB_PREFIX}*`),
      reason:
        "Each recording has a transcription job of its own, named after it, and a route's role serves every " +
        "beekeeper's: HiveKeeper's job prefix is the least it can reach. The handler names each job by its owner.",
    },
    environment: ({ config: { transcription } }): Record<string, string> =>
      transcription
        ? {
            [TRANSCRIPTION_ENVIRONMENT.transcriber]: 'amazon-transcribe',
            [TRANSCRIPTION_ENVIRONMENT.vocabularyPrefix]: transcription.vocabularyPrefix,
          }
        : {},
  },
  /** The scheduled jobs' functions, and only those; each one's name for the job starter (`JOB_FUNCTION_<job>`). */
  'jobs:start': {
    actions: ['lambda:InvokeFunction'],
    resources: ({ jobFunctions }) => Object.values(jobFunctions).map((fn) => fn.functionArn),
    environment: ({ jobFunctions }) =>
      Object.fromEntries(
        Object.entries(jobFunctions).map(([name, fn]) => [
          `${JOBS_ENVIRONMENT.functionPrefix}${name}`,
          fn.functionName,
        ]),
      ),
  },
  /** The reminder secret's parameter and the site's origin's, by name: nothing else in SSM. */
  'reminders:secret': {
    actions: ['ssm:GetParameters'],
    resources: ({ config: { reminders }, scope }) =>
      reminders ? [reminders.secretParameter, reminders.siteUrlParameter].map((name) => parameterArn(scope, name)) : [],
    environment: ({ config: { reminders } }): Record<string, string> =>
      reminders
        ? {
            [REMINDERS_ENVIRONMENT.secretParameter]: reminders.secretParameter,
            [REMINDERS_ENVIRONMENT.siteUrlParameter]: reminders.siteUrlParameter,
          }
        : {},
  },
} as const satisfies Record<Grant, GrantPolicy>;

/** The actions each grant allows. */
export const GRANT_ACTIONS = Object.fromEntries(
  Object.entries(GRANTS).map(([grant, policy]) => [grant, policy.actions]),
) as { readonly [G in Grant]: (typeof GRANTS)[G]['actions'] };

/**
 * What an `uploads:*` grant would allow on the beekeepers' exports, which lie under their prefix (`users/*`), but
 * the role's `exports:*` grants don't: denied explicitly, so only the export routes and jobs read, overwrite (losing
 * the expiry tag) or delete an export's file, whatever else a role may do with photos.
 */
export function exportActionsDenied(grants: readonly Grant[]): string[] {
  const onExportsGranted = new Set<string>(
    grants.filter((grant) => grant.startsWith('exports:')).flatMap((grant) => GRANTS[grant].actions),
  );
  const onUploads = grants.filter((grant) => grant.startsWith('uploads:') && grant !== 'uploads:list');
  return [...new Set(onUploads.flatMap((grant) => GRANTS[grant].actions as readonly string[]))].filter(
    (action) => !onExportsGranted.has(action),
  );
}

/** Lets a Lambda's role do what its grants say, send X-Ray traces, and nothing else. */
export function grantAll(grants: readonly Grant[], role: Role, context: GrantContext): void {
  const scope = { ...context, scope: role };
  const granted = new Set(grants);
  const statements = new Map<string, { actions: Set<string>; resources: readonly string[]; conditions?: object }>();
  const statementOf = ({ resources, conditions }: GrantStatement) => {
    const reached = resources(scope);
    const key = JSON.stringify([reached, conditions]);
    const existing = statements.get(key);
    if (existing || reached.length === 0) return existing;
    const made = { actions: new Set<string>(), resources: reached, ...(conditions ? { conditions } : {}) };
    statements.set(key, made);
    return made;
  };
  // Statements in the table's order first, then each one's actions in the order the grants are listed.
  const policies = (Object.entries(GRANTS) as [Grant, GrantPolicy][]).filter(([grant]) => granted.has(grant));
  for (const [, policy] of policies) [policy, ...(policy.alsoAllows ?? [])].forEach(statementOf);
  for (const grant of new Set(grants)) {
    const policy: GrantPolicy = GRANTS[grant];
    for (const statement of [policy, ...(policy.alsoAllows ?? [])]) {
      for (const action of statement.actions) statementOf(statement)?.actions.add(action);
    }
  }
  for (const { actions, resources, conditions } of statements.values()) {
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: [...actions], resources: [...resources], ...(conditions ? { conditions } : {}) }),
    );
  }
  const shielded = exportActionsDenied(grants);
  if (shielded.length > 0) {
    role.addToPrincipalPolicy(
      new PolicyStatement({ effect: Effect.DENY, actions: shielded, resources: onExports(scope) }),
    );
  }
  const acknowledged = new Set<string>();
  for (const [, policy] of policies) {
    if (statementOf(policy) === undefined) continue;
    for (const acknowledgement of policy.acknowledgements ?? []) {
      if (acknowledged.has(acknowledgement.id)) continue;
      acknowledged.add(acknowledgement.id);
      Validations.of(role).acknowledge(acknowledgement);
    }
  }
  for (const [, policy] of policies) {
    if (policy.acknowledgedWildcards && statementOf(policy) !== undefined) {
      acknowledgeWildcardResources(role, policy.acknowledgedWildcards.matches, policy.acknowledgedWildcards.reason);
    }
  }
  // X-Ray's PutTraceSegments and PutTelemetryRecords take no resource: IAM allows them only on "*".
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: 'Active tracing sends X-Ray segments; X-Ray actions support no resource-level permissions.',
  });
}

/** The environment a Lambda's grants call for (Stripe's parameter names, the sender, the models, the jobs...). */
export function grantedEnvironment(grants: readonly Grant[], context: GrantContext): Record<string, string> {
  const granted = new Set(grants);
  const policies = (Object.entries(GRANTS) as [Grant, GrantPolicy][]).filter(([grant]) => granted.has(grant));
  return Object.assign({}, ...policies.map(([, policy]) => policy.environment?.(context) ?? {})) as Record<
    string,
    string
  >;
}

/** The SSM parameter's ARN from its name (`/a/b` and `a/b` name the same parameter, `parameter/a/b`). */
function parameterArn(scope: Construct, name: string): string {
  return Stack.of(scope).formatArn({ service: 'ssm', resource: 'parameter', resourceName: name.replace(/^\//, '') });
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
