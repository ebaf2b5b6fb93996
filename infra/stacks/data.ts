import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AttributeType, Billing, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { TABLE_DESIGN } from '../../functions/lib/data/table-design';
import type { StackConfig } from '../config';
import {
  EXPIRING_EXPORT_TAG,
  EXPORT_MAX_AGE_DAYS,
  UNATTACHED_PREFIX,
  UNATTACHED_UPLOAD_MAX_AGE_DAYS,
} from '../../functions/lib/uploads/keys';
import { UPLOADS_CORS_RULE } from '../uploads-cors';

/**
 * What HiveKeeper keeps: the single DynamoDB table of every beekeeper's records, the private bucket of their
 * uploaded files (inspection photos, generated images), and the bucket that receives the access logs.
 */
export class Data extends Construct {
  readonly table: TableV2;
  readonly uploadsBucket: Bucket;
  /**
   * The uploads bucket's name, composed here rather than referenced: the site's Content-Security-Policy names the
   * bucket and the bucket's CORS rule names the site, a reference each way would be a dependency cycle.
   */
  readonly uploadsBucketName: string;
  /** Server access logs of the buckets and the CloudFront logs. */
  readonly accessLogsBucket: IBucket;

  constructor(scope: Construct, id: string, props: { config: StackConfig }) {
    super(scope, id);
    const { config } = props;

    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: TABLE_DESIGN.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_DESIGN.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: TABLE_DESIGN.globalIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      })),
      billing: Billing.onDemand(),
      // DynamoDB deletes expired cache items (the weather) by itself, at no cost.
      timeToLiveAttribute: TABLE_DESIGN.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: config.deletionProtection,
      encryption: TableEncryptionV2.awsManagedKey(),
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const accessLogsBucket = new Bucket(this, 'AccessLogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront's standard logs are delivered with an ACL grant, which needs ACLs enabled on this bucket.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(accessLogsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This bucket is the access-log destination; logging its own access would log the log writes.',
    });
    this.accessLogsBucket = accessLogsBucket;

    const { account, region } = Stack.of(this);
    // Retained with a fixed name: to re-create a deleted stage, first remove or empty-and-delete the old bucket.
    this.uploadsBucketName = `hivekeeper-${config.stage}-uploads-${account}-${region}`;
    this.uploadsBucket = new Bucket(this, 'UploadsBucket', {
      bucketName: this.uploadsBucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: accessLogsBucket,
      serverAccessLogsPrefix: 'uploads-bucket/',
      // No versioning: deleting an account must really delete its files, not hide them behind delete markers.
      versioned: false,
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Files uploaded but never saved on a record (a form abandoned, a photo removed before saving), and recorded
        // voice inspections' audio and transcription results, which live there (functions/lib/data/voice-recordings.ts).
        {
          id: 'ExpireUnattachedUploads',
          prefix: UNATTACHED_PREFIX,
          expiration: Duration.days(UNATTACHED_UPLOAD_MAX_AGE_DAYS),
        },
        // Beekeepers' exports of their accounts, tagged when written, should the exports job not delete them.
        {
          id: 'ExpireAccountExports',
          tagFilters: { [EXPIRING_EXPORT_TAG.key]: EXPIRING_EXPORT_TAG.value },
          expiration: Duration.days(EXPORT_MAX_AGE_DAYS),
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /** Lets the web app at `origin` PUT presigned uploads and GET presigned downloads (infra/uploads-cors.ts). */
  allowBrowserUploadsFrom(origin: string): void {
    this.uploadsBucket.addCorsRule({
      allowedOrigins: [origin],
      allowedMethods: UPLOADS_CORS_RULE.allowedMethods.map((method) => HttpMethods[method]),
      allowedHeaders: [...UPLOADS_CORS_RULE.allowedHeaders],
      exposedHeaders: [...UPLOADS_CORS_RULE.exposedHeaders],
      maxAge: UPLOADS_CORS_RULE.maxAgeSeconds,
    });
  }
}
