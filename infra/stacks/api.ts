import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  LogGroupLogDestination,
  type HttpStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel as BundlingLogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { TABLE_DESIGN } from '../../functions/lib/data/table-design';
import type { Grant, RouteDefinition, RouteName } from '../../functions/routes';
import type { StackConfig } from '../config';
import { FUNCTION_SETTINGS } from '../function-settings';
import { handlerEntry, REPO_ROOT } from '../paths';

/** Every HiveKeeper Lambda runs on this Node.js runtime (the newest Lambda offers in this CDK version). */
export const FUNCTION_RUNTIME = Runtime.NODEJS_24_X;

/**
 * The DynamoDB actions each route grant allows on the table: the only place a grant becomes IAM. Single items and
 * queries only, never Scan or batch operations, which read or write across beekeepers. A transaction needs no
 * action of its own: IAM checks each item's Put, Update, Delete or ConditionCheck as the action it names.
 * A read grant may also Query the table's global indexes (the hives of one apiary), and nothing else on them.
 */
export const GRANT_ACTIONS = {
  'table:read': ['dynamodb:GetItem', 'dynamodb:Query'],
  'table:write': ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem'],
} as const satisfies Record<Grant, readonly string[]>;

/** The one action a read grant allows on the table's global indexes. */
export const INDEX_QUERY_ACTION = 'dynamodb:Query';

export interface GrantableResources {
  table: ITableV2;
}

function grantRouteAccess(grants: readonly Grant[], role: Role, resources: GrantableResources): void {
  const actions = [...new Set(grants.flatMap((grant) => GRANT_ACTIONS[grant]))];
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

/** The API Gateway access log line: one JSON object per request, with who was refused and why. */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    routeKey: '$context.routeKey',
    status: '$context.status',
    responseLength: '$context.responseLength',
    latencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
    userId: '$context.authorizer.claims.sub',
  }),
);

/** A route as any entry of routes.ts may be declared, so tests can build the API from made-up entries too. */
export type Route = RouteDefinition & { name: RouteName };

export interface ApiProps {
  config: StackConfig;
  /** The route table: `routeList` of functions/routes.ts. */
  routes: readonly Route[];
  userPool: UserPool;
  userPoolClient: UserPoolClient;
  resources: GrantableResources;
}

/**
 * HiveKeeper's HTTP API: one route and one Lambda per entry of `functions/routes.ts`, the Cognito JWT authorizer on
 * every route that is not public, and each Lambda allowed exactly what its route's grants say.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Each route's Lambda, by route name. */
  readonly functions: Partial<Record<RouteName, NodejsFunction>>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { config } = props;

    // The web app sends the ID token: its audience is the web client, and it carries email and cognito:groups.
    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
      identitySource: ['$request.header.Authorization'],
    });
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `hivekeeper-${config.stage}`,
      description: 'HiveKeeper API, served to the web app through CloudFront under /api',
      // A new route is protected unless routes.ts declares it public.
      defaultAuthorizer: authorizer,
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: config.logRetention });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: config.throttle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });

    const entries = props.routes.map((route) => {
      const handler = this.routeFunction(route, props);
      const isPublic = route.access === 'public';
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.name}Integration`, handler),
        authorizer: isPublic ? new HttpNoneAuthorizer() : authorizer,
      });
      if (isPublic && httpRoute) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is declared public in functions/routes.ts: it needs no sign-in.`,
        });
      }
      return [route.name, handler] as const;
    });
    this.functions = Object.fromEntries(entries);
  }

  /** One Lambda for one route: its own role and log group, so it can do only what its route's grants say. */
  private routeFunction(route: Route, { config, resources }: ApiProps): NodejsFunction {
    const { name, handler: handlerModule } = route;
    const entry = handlerEntry(route);
    if (!existsSync(entry)) {
      throw new Error(`functions/routes.ts names handler "${handlerModule}" for ${name}, but ${entry} does not exist.`);
    }
    const logGroup = new LogGroup(this, `${name}Logs`, { retention: config.logRetention });
    // Its own role instead of AWSLambdaBasicExecutionRole: it may write to its own log group and nothing else.
    const role = new Role(this, `${name}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `HiveKeeper ${config.stage} ${name} Lambda`,
    });
    logGroup.grantWrite(role);

    const routeFunction = new NodejsFunction(this, `${name}Function`, {
      description: `HiveKeeper ${name} (${handlerModule})`,
      entry,
      handler: 'handler',
      runtime: FUNCTION_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: FUNCTION_SETTINGS.memoryMb,
      timeout: Duration.seconds(FUNCTION_SETTINGS.timeoutSeconds),
      role,
      logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      environment: {
        ...FUNCTION_SETTINGS.baseEnvironment,
        TABLE_NAME: resources.table.tableName,
        LOG_LEVEL: config.logLevel,
        // Stack traces in the logs point at the TypeScript sources through the bundled source maps.
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        // Prefer packages' ES module builds: they tree-shake (the AWS SDK above all).
        mainFields: ['module', 'main'],
        // A bundled CommonJS package that require()s a Node built-in fails in an ES module without this shim
        // (none of today's dependencies does; it costs one import).
        banner:
          "import { createRequire as topLevelCreateRequire } from 'module'; const require = topLevelCreateRequire(import.meta.url);",
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        // The SDK is bundled, not taken from the runtime: the version we test with is the version that runs.
        bundleAwsSDK: true,
        logLevel: BundlingLogLevel.WARNING,
      },
    });
    grantRouteAccess(route.grants, role, resources);
    return routeFunction;
  }
}
