import { CfnOutput, Stack, Tags, Validations, type App, type StackProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { Construct } from 'constructs';
import { API_BASE_PATH, routeList } from '../../functions/routes';
import { stackName, type StackConfig } from '../config';
import { FRONTEND_DIST } from '../paths';
import { Api } from './api';
import { Auth } from './auth';
import { Data } from './data';
import { Web } from './web';

/** Adds the stage's stack to `app` and has cdk-nag's AWS Solutions rules check the app on every synth. */
export function addHiveKeeperStack(app: App, config: StackConfig): HiveKeeperStack {
  const stack = new HiveKeeperStack(app, stackName(config.stage), {
    config,
    env: { account: config.account, region: config.region },
    description: `HiveKeeper (${config.stage}): record keeping for beekeepers`,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stack;
}

export interface HiveKeeperStackProps extends StackProps {
  config: StackConfig;
}

/**
 * One HiveKeeper stage: auth, data, API and web as constructs of a single stack.
 *
 * One stack rather than one per concern because the concerns reference each other in a circle that only
 * CloudFormation's resource-level ordering resolves: the uploads bucket's CORS rule needs the site's CloudFront
 * domain, CloudFront needs the API, and the API's Lambdas will need the uploads bucket (presigned uploads).
 * One stack also means one deploy and one rollback, and no cross-stack exports that freeze the user pool or the
 * table once another stack imports them. The price is CloudFormation's 500-resource ceiling: each route costs
 * 7 resources (function, role, policy, log group, permission, integration, route); the infra tests watch the
 * count, and the route Lambdas can move into a nested stack when the route table grows that far.
 */
export class HiveKeeperStack extends Stack {
  readonly auth: Auth;
  readonly data: Data;
  readonly api: Api;
  readonly web: Web;

  constructor(scope: Construct, id: string, props: HiveKeeperStackProps) {
    super(scope, id, props);
    const { config } = props;
    Tags.of(this).add('app', 'hivekeeper');
    Tags.of(this).add('stage', config.stage);

    this.auth = new Auth(this, 'Auth', { config });
    this.data = new Data(this, 'Data', { config });
    this.api = new Api(this, 'Api', {
      config,
      routes: routeList,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.userPoolClient,
      resources: { table: this.data.table },
    });
    this.web = new Web(this, 'Web', {
      config,
      siteBuildDir: FRONTEND_DIST,
      apiEndpoint: this.api.httpApi.apiEndpoint,
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.userPoolClient.userPoolClientId,
      uploadsBucketName: this.data.uploadsBucketName,
      accessLogsBucket: this.data.accessLogsBucket,
    });
    this.data.allowBrowserUploadsFrom(this.web.siteOrigin);

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
      UploadsBucketName: { value: this.data.uploadsBucket.bucketName, description: 'Private uploads bucket' },
    };
    for (const [name, output] of Object.entries(outputs)) new CfnOutput(this, name, output);
  }
}
