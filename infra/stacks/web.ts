import { existsSync } from 'node:fs';
import { CustomResource, Duration, Fn, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type CfnBucket,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { API_BASE_PATH } from '../../functions/routes';
import type { RuntimeConfig } from '../../shared/runtime-config';
import type { StackConfig } from '../config';
import {
  contentSecurityPolicy,
  FRAME_OPTIONS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '../security-headers';
import { acknowledgeWildcardResources } from './acknowledge';
import { SPA_REWRITE_SOURCE } from './spa-rewrite';
import { ORIGIN_SECRET_HEADER } from '../../functions/lib/http/cloudfront-origin';

/** The build's source maps, left out of the upload. */
const SOURCE_MAPS = ['**/*.map'];

export interface WebProps {
  config: StackConfig;
  /** The web app's build (FRONTEND_DIST of infra/paths.ts); it may not exist yet. */
  siteBuildDir: string;
  /** `https://<id>.execute-api.<region>.amazonaws.com`, served under `/api/*`. */
  apiEndpoint: string;
  /** What CloudFront sends the API with every request (Api's `originSecret`), so the API answers CloudFront only. */
  apiOriginSecret: string;
  userPoolId: string;
  userPoolClientId: string;
  uploadsBucketName: string;
  accessLogsBucket: IBucket;
  /** The stage's web ACL (EdgeProtectionStack, us-east-1); none on a synth without an account and region. */
  webAclArn?: string;
}

/**
 * The HiveKeeper web app as beekeepers reach it: a private bucket behind CloudFront (origin access control),
 * `/api/*` passed to the HTTP API on the same origin, security headers on every answer, and `/config.json`
 * written from this stack's own resources so one build of the app serves every stage.
 */
export class Web extends Construct {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  /** `https://…`, the origin the browser sees (custom domain when configured). */
  readonly siteOrigin: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const { config } = props;
    const region = Stack.of(this).region;

    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `HiveKeeper ${config.stage} security headers`,
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            cognito: `https://cognito-idp.${region}.amazonaws.com`,
            uploads: `https://${props.uploadsBucketName}.s3.${region}.amazonaws.com`,
            https: true,
            stripe: config.stripe !== undefined,
          }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(STRICT_TRANSPORT_SECURITY.maxAgeDays),
          includeSubdomains: STRICT_TRANSPORT_SECURITY.includeSubdomains,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudFrontOption(HeadersFrameOption, FRAME_OPTIONS), override: true },
        referrerPolicy: { referrerPolicy: cloudFrontOption(HeadersReferrerPolicy, REFERRER_POLICY), override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'Serves index.html for app screens (paths without a file extension), a JSON 404 for unknown API paths',
      code: FunctionCode.fromInline(SPA_REWRITE_SOURCE),
      runtime: FunctionRuntime.JS_2_0,
    });

    const apiDomain = Fn.select(2, Fn.split('/', props.apiEndpoint));
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `HiveKeeper ${config.stage}`,
      ...(props.webAclArn === undefined ? {} : { webAclId: props.webAclArn }),
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        // Brotli or gzip for text by the viewer's Accept-Encoding (CACHING_OPTIMIZED keys on it); the local
        // gateway does the same (infra/local/compression.ts).
        compress: true,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: spaRewrite }],
      },
      additionalBehaviors: {
        [`${API_BASE_PATH}/*`]: {
          origin: new HttpOrigin(apiDomain, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            customHeaders: { [ORIGIN_SECRET_HEADER]: props.apiOriginSecret },
          }),
          // HTTPS only: a redirect would drop the body of a POST or PUT.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Every viewer header (Authorization included, which CloudFront allows when caching is off) and query
          // string, but not Host: API Gateway routes on its own host name.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
      ...(config.siteDomain
        ? {
            domainNames: [config.siteDomain.domainName],
            certificate: Certificate.fromCertificateArn(this, 'SiteCertificate', config.siteDomain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: props.accessLogsBucket,
      logFilePrefix: 'cloudfront/',
    });
    this.siteOrigin = `https://${config.siteDomain?.domainName ?? this.distribution.distributionDomainName}`;

    this.acknowledgeDistributionFindings(config, props.webAclArn !== undefined);
    this.deploySite(config, props.siteBuildDir, {
      apiUrl: '',
      region,
      userPoolId: props.userPoolId,
      userPoolClientId: props.userPoolClientId,
      authFlowType: 'USER_SRP_AUTH',
      // The web app's payment dialog: Stripe Elements with this key, or the test-mode card form.
      ...(config.stripe
        ? { paymentProvider: 'stripe', stripePublishableKey: config.stripe.publishableKey }
        : { paymentProvider: 'test-mode' }),
    });
  }

  /**
   * Uploads the web app and `/config.json`. The build's hashed files under `assets/` never change, so browsers
   * may keep them for a year; `index.html`, `config.json` and the other top-level files are revalidated on every
   * visit so a release shows at once. Old bundles are not pruned: a browser still running the previous release
   * can lazy-load its screens.
   *
   * The web app's build arrives with issue #3. Until `frontend/dist` exists (also in a fresh clone before
   * `npm run build`), only `/config.json` is deployed, so the stack synthesizes and deploys without the build.
   */
  private deploySite(config: StackConfig, buildDir: string, runtimeConfig: RuntimeConfig): void {
    const logGroup = new LogGroup(this, 'SiteDeploymentLogs', { retention: config.logRetention });
    const role = new Role(this, 'SiteDeploymentRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Copies the HiveKeeper web app into the site bucket',
    });
    logGroup.grantWrite(role);
    const common = { destinationBucket: this.siteBucket, prune: false, role, logGroup, memoryLimit: 512 };

    const hasBuild = existsSync(buildDir);
    // Source maps stay on the developer's machine (the local gateway serves them): the site bucket gets none.
    const build = hasBuild ? [Source.asset(buildDir, { exclude: SOURCE_MAPS })] : [];
    const entry = new BucketDeployment(this, 'SiteEntry', {
      ...common,
      sources: [...build, Source.jsonData('config.json', runtimeConfig)],
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
    });
    if (hasBuild) {
      const assets = new BucketDeployment(this, 'SiteAssets', {
        ...common,
        sources: build,
        exclude: ['*'],
        include: ['assets/*'],
        cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      });
      // The new index.html must not point at bundles that are not uploaded yet. (The copy operations depend on
      // each other, not the constructs: those share CDK's one copying Lambda, which would close a cycle.)
      copyOperation(entry).node.addDependency(copyOperation(assets));
    }

    const reason =
      "CDK's BucketDeployment grants: it reads the build from the CDK asset bucket and syncs the site bucket.";
    for (const action of ['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*']) {
      Validations.of(role).acknowledge({ id: `AwsSolutions-IAM5[Action::${action}]`, reason });
    }
    const siteBucketArn = `<${Stack.of(this).getLogicalId(this.siteBucket.node.defaultChild as CfnBucket)}.Arn>`;
    acknowledgeWildcardResources(
      role,
      (resource) => resource === `${siteBucketArn}/*` || /:::cdk-[a-z0-9]+-assets-/.test(resource),
      reason,
    );
    // The copying Lambda is CDK's own (Python, with the AWS CLI layer); aws-cdk-lib picks and updates its runtime.
    for (const child of Stack.of(this).node.children) {
      if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
        Validations.of(child).acknowledge({
          id: 'AwsSolutions-L1',
          reason: "BucketDeployment's handler is CDK's own Python Lambda; aws-cdk-lib chooses its runtime.",
        });
      }
    }
  }

  private acknowledgeDistributionFindings(config: StackConfig, hasWebAcl: boolean): void {
    if (!config.siteDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS policy it ' +
          'fixes; with HIVEKEEPER_SITE_DOMAIN the distribution requires TLS 1.2 (TLSv1.2_2021).',
      });
    }
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'HiveKeeper serves beekeepers in every country; no geographic restriction applies.',
    });
    if (!hasWebAcl) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'Synthesized without an account and region, the stage has no web ACL: its us-east-1 stack needs both. ' +
          'A deploy always has them (the credentials name them), and gets the web ACL.',
      });
    }
  }
}

function copyOperation(deployment: BucketDeployment): CustomResource {
  const operation = deployment.node.children.find((child) => child instanceof CustomResource);
  if (!operation) throw new Error(`${deployment.node.path} has no copy custom resource`);
  return operation;
}

/** The member of a CloudFront option enum whose value is `value` (a header value of security-headers.ts). */
function cloudFrontOption<T extends string>(options: Record<string, T>, value: string): T {
  const option = Object.values(options).find((candidate) => candidate === value);
  if (!option) throw new Error(`CloudFront has no option "${value}"`);
  return option;
}
