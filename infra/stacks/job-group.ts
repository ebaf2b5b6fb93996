import { existsSync } from 'node:fs';
import { CfnParameter, Duration, NestedStack, TimeZone, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import {
  ContextAttribute,
  Schedule,
  ScheduleExpression,
  ScheduleTargetInput,
  TimeWindow,
} from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { JobDefinition, JobEvent } from '../../functions/jobs';
import type { StackConfig } from '../config';
import { lambdaCode } from '../lambda-bundles';
import { handlerEntry } from '../paths';
import { alarmOnFunctions } from './monitoring';
import {
  FUNCTION_DEFAULTS,
  functionEnvironment,
  grantAll,
  grantedEnvironment,
  UPLOADS_BUCKET_ARN_PARAMETER,
  type GrantableResources,
} from './route-group';

export interface JobGroupProps {
  config: StackConfig;
  /** `jobs` of functions/jobs.ts. */
  jobs: Readonly<Record<string, JobDefinition>>;
  resources: GrantableResources;
  userPool: IUserPool;
  alarmTopic: ITopic;
}

/** Tries EventBridge Scheduler makes when the Lambda can't be invoked, and how long a firing may wait for them. */
const SCHEDULE_RETRIES = { retryAttempts: 2, maxEventAge: Duration.hours(1) } as const;

/**
 * HiveKeeper's scheduled jobs (`functions/jobs.ts`) as a nested stack: for each job a Lambda with its own role from
 * its grants (the routes' grant mapping), its log group and timeout, and an EventBridge Scheduler schedule in UTC
 * that invokes it with `{ job, scheduledFor }`, retried twice within the hour; a firing that still fails goes to
 * the dead-letter queue, and the Lambdas' errors alarm like the routes'.
 */
export class JobGroup extends NestedStack {
  /** Each job's Lambda, by job name. */
  readonly functions: Record<string, LambdaFunction> = {};

  constructor(scope: Construct, id: string, props: JobGroupProps) {
    super(scope, id, {
      description: `HiveKeeper ${props.config.stage}: the scheduled jobs and their Lambdas`,
      parameters: { [UPLOADS_BUCKET_ARN_PARAMETER]: props.resources.uploadsBucket.bucketArn },
    });
    const { config, resources, userPool } = props;
    const uploadsBucketArn = new CfnParameter(this, UPLOADS_BUCKET_ARN_PARAMETER, { type: 'String' }).valueAsString;
    const context = { config, resources, uploadsBucketArn, userPool, jobFunctions: {} };
    const entries = Object.entries(props.jobs);
    if (entries.length === 0) return;

    const deadLetters = new Queue(this, 'MissedFirings', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(deadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter queue of the job schedules.',
    });

    for (const [name, job] of entries) {
      const entry = handlerEntry(job);
      if (!existsSync(entry)) {
        throw new Error(`functions/jobs.ts names handler "${job.handler}" for ${name}, but ${entry} does not exist.`);
      }
      const role = new Role(this, `${name}Role`, {
        assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
        description: `HiveKeeper ${config.stage} job ${name}, granted ${[...job.grants].sort().join('+')}`,
      });
      grantAll(job.grants, role, context);
      const logGroup = new LogGroup(this, `${name}Logs`, { retention: config.logRetention });
      logGroup.grantWrite(role);
      const fn = new LambdaFunction(this, `${name}Function`, {
        ...FUNCTION_DEFAULTS,
        timeout: Duration.seconds(job.timeoutSeconds),
        description: `HiveKeeper job ${name} (${job.handler})`,
        code: lambdaCode(this, job.handler),
        role,
        logGroup,
        environment: { ...functionEnvironment(config, resources), ...grantedEnvironment(job.grants, context) },
      });
      const event: Required<Pick<JobEvent, 'job' | 'scheduledFor'>> = {
        job: name,
        scheduledFor: ContextAttribute.scheduledTime,
      };
      new Schedule(this, `${name}Schedule`, {
        description: job.description,
        schedule: ScheduleExpression.expression(job.schedule, TimeZone.ETC_UTC),
        timeWindow: TimeWindow.off(),
        target: new LambdaInvoke(fn, {
          input: ScheduleTargetInput.fromObject(event),
          deadLetterQueue: deadLetters,
          ...SCHEDULE_RETRIES,
        }),
      });
      // The schedule's role invokes the function and its versions (`<arn>:*`), as Scheduler's Lambda target grants.
      Validations.of(this).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${this.getLogicalId(fn.node.defaultChild as CfnElement)}.Arn>:*]`,
        reason: "EventBridge Scheduler's role may invoke the job's own function and its versions, nothing else.",
      });
      this.functions[name] = fn;
    }
    alarmOnFunctions(this, Object.values(this.functions), props.alarmTopic, `${config.stage} jobs`);
  }
}
