import { CfnOutput, Stack, Tags, Validations, type App, type StackProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { Construct } from 'constructs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { jobs, type JobDefinition } from '../../functions/jobs';
import { API_BASE_PATH, routeList } from '../../functions/routes';
import { stackName, type StackConfig } from '../config';
import { FRONTEND_DIST } from '../paths';
import { Api, type Route } from './api';
import { Auth } from './auth';
import { Data } from './data';
import { EdgeProtectionStack } from './edge-protection';
import { Monitoring } from './monitoring';
import { JobGroup } from './job-group';
import { SignupTrigger } from './signup-trigger';
import { TranscriptionVocabularies } from './transcription';
import { Web } from './web';

/** Where CloudFront takes its web ACLs from, whatever the stage's region. */
const EDGE_REGION = 'us-east-1';

/** Adds the stage's stack to `app` and has cdk-nag's AWS Solutions rules check the app on every synth. */
export function addHiveKeeperStack(app: App, config: StackConfig, routes?: readonly Route[]): HiveKeeperStack {
  // CloudFront's web ACL lives in us-east-1; referencing it from another region needs both stacks' account and
  // region, which a synth without credentials doesn't know (and a deploy always does).
  const edge =
    config.account !== undefined && config.region !== undefined
      ? new EdgeProtectionStack(app, `${stackName(config.stage)}-edge`, {
          stage: config.stage,
          routes: routes ?? routeList,
          env: { account: config.account, region: EDGE_REGION },
          crossRegionReferences: true,
          description: `HiveKeeper (${config.stage}): CloudFront's web ACL`,
        })
      : undefined;
  const stack = new HiveKeeperStack(app, stackName(config.stage), {
    config,
    ...(routes ? { routes } : {}),
    ...(edge ? { webAclArn: edge.webAcl.attrArn, crossRegionReferences: true } : {}),
    env: { account: config.account, region: config.region },
    description: `HiveKeeper (${config.stage}): record keeping for beekeepers`,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stack;
}

export interface HiveKeeperStackProps extends StackProps {
  config: StackConfig;
  /** The route table; `routeList` of functions/routes.ts unless a test projects a larger one. */
  routes?: readonly Route[];
  /** CloudFront's web ACL (EdgeProtectionStack), when the stage's account and region are known. */
  webAclArn?: string;
  /** The scheduled jobs; `jobs` of functions/jobs.ts unless a test gives others. */
  jobs?: Readonly<Record<string, JobDefinition>>;
}

/**
 * One HiveKeeper stage: auth, data, API, web and monitoring in one stack, the routes in nested stacks.
 *
 * One stack rather than one per concern because the concerns reference each other in a circle that only
 * CloudFormation's resource-level ordering resolves: the uploads bucket's CORS rule needs the site's CloudFront
 * domain, CloudFront needs the API, and the API's Lambdas will need the uploads bucket (presigned uploads).
 * One stack also means one deploy and one rollback, and no cross-stack exports that freeze the user pool or the
 * table once another stack imports them.
 *
 * CloudFormation allows 500 resources per stack, and one Lambda per route cost 7 of them (function, role, policy,
 * log group, permission, integration, route): 116 at 13 routes, about 445 at the spec's 60. So the routes of each
 * feature area (the handler folder: hives, apiaries, ...) live in a nested stack (`RouteGroup`), which counts as
 * one resource here and has its own 500; and the Lambdas of an area share one role per distinct set of grants, so a
 * route costs 5 (function, log group, permission, integration, route). Nested rather than separate stacks: they
 * deploy and roll back with this one, and their references are parameters, not exports. Shared roles keep least
 * privilege by grant set (a role may do exactly what its routes' grants say), and keep IAM's 1,000 roles per
 * account from filling with one role per route per stage. The infra tests hold every stack under a budget, with
 * the route table plus 50 more routes synthesized as a projection.
 */
export class HiveKeeperStack extends Stack {
  readonly auth: Auth;
  readonly data: Data;
  readonly api: Api;
  readonly web: Web;
  readonly monitoring: Monitoring;
  readonly signupTrigger: SignupTrigger;
  readonly jobs: JobGroup;

  constructor(scope: Construct, id: string, props: HiveKeeperStackProps) {
    super(scope, id, props);
    const { config } = props;
    Tags.of(this).add('app', 'hivekeeper');
    Tags.of(this).add('stage', config.stage);

    this.auth = new Auth(this, 'Auth', { config });
    this.data = new Data(this, 'Data', { config });
    this.monitoring = new Monitoring(this, 'Monitoring', { config });
    this.jobs = new JobGroup(this, 'Jobs', {
      config,
      jobs: props.jobs ?? jobs,
      resources: { table: this.data.table, uploadsBucket: this.data.uploadsBucket },
      userPool: this.auth.userPool,
      alarmTopic: this.monitoring.alarmTopic,
    });
    this.api = new Api(this, 'Api', {
      config,
      routes: props.routes ?? routeList,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.userPoolClient,
      resources: { table: this.data.table, uploadsBucket: this.data.uploadsBucket },
      alarmTopic: this.monitoring.alarmTopic,
      jobFunctions: this.jobs.functions,
    });
    this.signupTrigger = new SignupTrigger(this, 'SignupTrigger', {
      config,
      userPool: this.auth.userPool,
      resources: { table: this.data.table, uploadsBucket: this.data.uploadsBucket },
      alarmTopic: this.monitoring.alarmTopic,
    });
    this.monitoring.alarmOnServerErrors(this.api.stage);
    this.monitoring.alarmOnSystemErrors(this.data.table);
    this.web = new Web(this, 'Web', {
      config,
      siteBuildDir: FRONTEND_DIST,
      apiEndpoint: this.api.httpApi.apiEndpoint,
      apiOriginSecret: this.api.originSecret.secretValue.unsafeUnwrap(),
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.userPoolClient.userPoolClientId,
      uploadsBucketName: this.data.uploadsBucketName,
      accessLogsBucket: this.data.accessLogsBucket,
      ...(props.webAclArn === undefined ? {} : { webAclArn: props.webAclArn }),
    });
    this.data.allowBrowserUploadsFrom(this.web.siteOrigin);
    if (config.transcription) {
      new TranscriptionVocabularies(this, 'Transcription', {
        transcription: config.transcription,
        logRetention: config.logRetention,
      });
    }
    if (config.reminders) {
      // Read by name at run time (reminder-settings.ts): the jobs are made before the site, which needs the API.
      new StringParameter(this, 'SiteUrlParameter', {
        parameterName: config.reminders.siteUrlParameter,
        stringValue: this.web.siteOrigin,
        description: "HiveKeeper's site origin, for the links of reminder e-mails",
      });
    }

    const outputs: Record<string, { value: string; description: string }> = {
      SiteUrl: { value: this.web.siteOrigin, description: 'Where beekeepers open HiveKeeper' },
      ApiUrl: {
        value: `${this.web.siteOrigin}${API_BASE_PATH}`,
        description: 'The API as the web app calls it (same origin)',
      },
      ApiGatewayUrl: { value: this.api.httpApi.apiEndpoint, description: 'The HTTP API behind CloudFront' },
      Region: { value: this.region, description: 'Region of the user pool, table and buckets' },
      UserPoolId: { value: this.auth.userPool.userPoolId, description: 'Cognito user pool (make-admin reads it)' },
      UserPoolClientId: { value: this.auth.userPoolClient.userPoolClientId, description: 'Web app client' },
      TableName: { value: this.data.table.tableName, description: 'The single DynamoDB table' },
      AlarmTopicArn: { value: this.monitoring.alarmTopic.topicArn, description: 'SNS topic every alarm notifies' },
      UploadsBucketName: { value: this.data.uploadsBucket.bucketName, description: 'Private uploads bucket' },
    };
    for (const [name, output] of Object.entries(outputs)) new CfnOutput(this, name, output);
  }
}
