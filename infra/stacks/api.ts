import { Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import type { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  HttpApi,
  HttpAuthorizer,
  HttpAuthorizerType,
  LogGroupLogDestination,
  type HttpStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { isOpenToVisitors } from '../../functions/route-definition';
import type { RouteName } from '../../functions/routes';
import type { StackConfig } from '../config';
import { featureAreaOf, RouteGroup, type GrantableResources, type Route } from './route-group';

export {
  FUNCTION_RUNTIME,
  GRANT_ACTIONS,
  INDEX_QUERY_ACTION,
  UPLOAD_OBJECT_PATTERNS,
  type GrantableResources,
  type Route,
} from './route-group';

/**
 * Each visitors' route's own throttle (requests a second, and the burst): a person sends a few a minute, so this is
 * only reached by a flood, which then meets 429s on that route alone.
 */
export const VISITOR_ROUTE_THROTTLE = { rateLimit: 10, burstLimit: 20 } as const;

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

export interface ApiProps {
  config: StackConfig;
  /** The route table: `routeList` of functions/routes.ts. */
  routes: readonly Route[];
  userPool: UserPool;
  userPoolClient: UserPoolClient;
  resources: GrantableResources;
  /** Where the routes' Lambda alarms notify (Monitoring's topic). */
  alarmTopic: ITopic;
  /** The scheduled jobs' functions (JobGroup), which routes granted `jobs:start` may start. */
  jobFunctions: Readonly<Record<string, IFunction>>;
}

/**
 * HiveKeeper's HTTP API: one route and one Lambda per entry of `functions/routes.ts`, the Cognito JWT authorizer on
 * every route that is not public, and each Lambda allowed exactly what its route's grants say. The API, its stage
 * and authorizer live here; the routes and their Lambdas live in one nested stack per feature area (`RouteGroup`).
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly authorizer: HttpAuthorizer;
  /** The nested stack of each feature area, by area (the handler folder: hives, apiaries, ...). */
  readonly routeGroups: Record<string, RouteGroup> = {};
  /** Each route's Lambda, by route name. */
  readonly functions: Partial<Record<RouteName, LambdaFunction>> = {};
  /**
   * What CloudFront sends with every request it passes to the API and every route's Lambda requires
   * (functions/lib/http/cloudfront-origin.ts): only CloudFront reaches the API, not a direct call to execute-api.
   */
  readonly originSecret: Secret;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { config } = props;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `hivekeeper-${config.stage}`,
      description: 'HiveKeeper API, served to the web app through CloudFront under /api',
      createDefaultStage: false,
    });
    // An origin secret rather than disableExecuteApiEndpoint: that needs a custom domain for the API, with its own
    // certificate and DNS, which a stage without a domain of its own doesn't have.
    this.originSecret = new Secret(this, 'OriginSecret', {
      description: `HiveKeeper ${config.stage}: the header value CloudFront sends to the API, which the routes require`,
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    Validations.of(this.originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront and the Lambdas take the value at deploy time: rotating it means a deploy, not a rotation Lambda.',
    });
    // The web app sends the ID token: its audience is the web client, and it carries email and cognito:groups.
    // Declared here, not bound by the first route, so the routes of every nested stack share this one.
    const idToken = {
      issuer: `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${props.userPool.userPoolId}`,
      audience: props.userPoolClient.userPoolClientId,
    };
    this.authorizer = new HttpAuthorizer(this, 'CognitoAuthorizer', {
      httpApi: this.httpApi,
      type: HttpAuthorizerType.JWT,
      identitySource: ['$request.header.Authorization'],
      jwtAudience: [idToken.audience],
      jwtIssuer: idToken.issuer,
    });

    // HTTP APIs have no X-Ray tracing (REST APIs do): a request's trace starts at its Lambda, which traces actively.
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: config.logRetention });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: config.throttle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });

    // Every route that is not public gets this authorizer (RouteGroup): a new route is protected unless routes.ts
    // declares it public.
    const routeAuthorizer = HttpAuthorizer.fromHttpAuthorizerAttributes(this, 'RouteAuthorizer', {
      authorizerId: this.authorizer.authorizerId,
      authorizerType: HttpAuthorizerType.JWT,
    });
    const areas = new Map<string, Route[]>();
    for (const route of props.routes)
      areas.set(featureAreaOf(route), [...(areas.get(featureAreaOf(route)) ?? []), route]);
    for (const [area, routes] of areas) {
      const group = new RouteGroup(this, `${area[0]?.toUpperCase()}${area.slice(1)}Routes`, {
        config,
        area,
        routes,
        httpApi: this.httpApi,
        authorizer: routeAuthorizer,
        idToken,
        resources: props.resources,
        userPool: props.userPool,
        alarmTopic: props.alarmTopic,
        jobFunctions: props.jobFunctions,
        originSecret: this.originSecret.secretValue.unsafeUnwrap(),
      });
      this.routeGroups[area] = group;
      Object.assign(this.functions, group.functions);
    }
    this.throttleVisitorRoutes(props.routes);
  }

  /**
   * The routes anyone may call get a throttle of their own below the stage's, so anonymous traffic can't start
   * more than a few of HiveKeeper's Lambdas at once (they share the account's concurrency with every beekeeper's
   * requests). The stage names each by its route key, which API Gateway requires to exist first.
   */
  private throttleVisitorRoutes(routes: readonly Route[]): void {
    const stage = this.stage.node.defaultChild as CfnStage;
    stage.routeSettings = Object.fromEntries(
      routes.filter(isOpenToVisitors).map(({ method, path }) => [
        `${method} ${path}`,
        {
          ThrottlingRateLimit: VISITOR_ROUTE_THROTTLE.rateLimit,
          ThrottlingBurstLimit: VISITOR_ROUTE_THROTTLE.burstLimit,
        },
      ]),
    );
    for (const group of Object.values(this.routeGroups)) this.stage.node.addDependency(group);
  }
}
