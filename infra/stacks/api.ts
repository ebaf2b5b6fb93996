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
import { Role, ServicePrincipal, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel as BundlingLogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Grant, RouteDefinition, RouteName } from '../../functions/routes';
import type { StackConfig } from '../config';
import { acknowledgeWildcardResources } from './acknowledge';
import { REPO_ROOT } from './paths';

/** Every HiveKeeper Lambda runs on this Node.js runtime (the newest Lambda offers in this CDK version). */
export const FUNCTION_RUNTIME = Runtime.NODEJS_24_X;

const FUNCTION_MEMORY_MB = 512;
/** API Gateway gives up after 30 s; a handler that needs more than 10 s has a problem worth an error. */
const FUNCTION_TIMEOUT = Duration.seconds(10);

/** What each route grant allows, as least-privilege IAM policies. The only place a grant becomes IAM. */
const GRANTS = {
  'table:read': (grantee, resources) => resources.table.grantReadData(grantee),
  'table:write': (grantee, resources) => resources.table.grantWriteData(grantee),
} as const satisfies Record<Grant, (grantee: IGrantable, resources: GrantableResources) => unknown>;

export interface GrantableResources {
  table: ITableV2;
}

function grantRouteAccess(grants: readonly Grant[], grantee: IGrantable, resources: GrantableResources): void {
  for (const grant of grants) GRANTS[grant](grantee, resources);
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

/** A route as any entry may be, not only as today's entries are (none public yet, for example). */
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
    const entry = join(REPO_ROOT, 'functions', 'handlers', `${handlerModule}.ts`);
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
      memorySize: FUNCTION_MEMORY_MB,
      timeout: FUNCTION_TIMEOUT,
      role,
      logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      environment: {
        TABLE_NAME: resources.table.tableName,
        POWERTOOLS_SERVICE_NAME: 'hivekeeper',
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
    grantRouteAccess(route.grants, routeFunction, resources);
    acknowledgeWildcardResources(
      role,
      (resource) => resource.endsWith('/index/*'),
      "Queries on the table's global secondary indexes need their ARNs; CDK grants them as <table>/index/*.",
    );
    return routeFunction;
  }
}
