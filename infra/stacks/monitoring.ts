import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic, type ITopic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { IHttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { StackConfig } from '../config';

/** The DynamoDB operations HiveKeeper's data layer sends (functions/lib/data): single items, queries, transactions. */
export const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
] as const;

/** CloudWatch's hard limit on the metrics one metric-math alarm may read. */
export const METRICS_PER_ALARM_MAX = 10;

const PERIOD = Duration.minutes(5);

/**
 * Where HiveKeeper calls for an operator: one SNS topic that every alarm notifies (on alarm and on recovery), with
 * an e-mail subscription when HIVEKEEPER_ALARM_EMAIL is set. Alarms here watch what the whole API shares (the
 * stage's 5xx answers, the table's system errors); each route group adds its Lambdas' errors and throttles with
 * `alarmOnFunctions`.
 */
export class Monitoring extends Construct {
  readonly alarmTopic: Topic;
  private readonly stageName: string;

  constructor(scope: Construct, id: string, props: { config: StackConfig }) {
    super(scope, id);
    const { config } = props;
    this.stageName = config.stage;
    this.alarmTopic = new Topic(this, 'AlarmTopic', {
      displayName: `HiveKeeper ${config.stage} alarms`,
      enforceSSL: true,
    });
    Validations.of(this.alarmTopic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry alarm names and numbers, no beekeeper data; CloudWatch cannot publish to a topic ' +
        "encrypted with SNS's AWS-managed key, and a customer key would be a cost and a key policy for no secret.",
    });
    if (config.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(config.alarmEmail));
  }

  /** 5xx answers of the API stage: a Lambda that failed, timed out or was throttled, seen as the beekeeper saw it. */
  alarmOnServerErrors(stage: IHttpStage): Alarm {
    return this.alarm('ApiServerErrors', {
      description: 'the API answered 5xx (a handler failed, timed out or was throttled)',
      metric: stage.metricServerError({ period: PERIOD, statistic: 'Sum' }),
    });
  }

  /** DynamoDB's own failures (HTTP 500 from the service) on the operations HiveKeeper sends. */
  alarmOnSystemErrors(table: ITableV2): Alarm {
    return this.alarm('TableSystemErrors', {
      description: 'DynamoDB answered requests with HTTP 500 (service-side errors)',
      metric: table.metricSystemErrorsForOperations({ operations: [...TABLE_OPERATIONS], period: PERIOD }),
    });
  }

  private alarm(id: string, { description, metric }: { description: string; metric: IMetric }): Alarm {
    return alarmWithActions(this, id, `HiveKeeper ${this.stageName}: ${description}`, metric, this.alarmTopic);
  }
}

/**
 * Errors and throttles of `functions`, summed with metric math: one alarm of each per ten functions (CloudWatch's
 * limit per metric-math alarm) rather than two per function, so alarms grow by a tenth of the routes. The alarm's
 * description names its functions; the Lambda console shows which one failed.
 */
export function alarmOnFunctions(scope: Construct, functions: readonly IFunction[], topic: ITopic, label: string) {
  for (let start = 0; start < functions.length; start += METRICS_PER_ALARM_MAX) {
    const group = functions.slice(start, start + METRICS_PER_ALARM_MAX);
    const suffix = functions.length > METRICS_PER_ALARM_MAX ? `${start / METRICS_PER_ALARM_MAX + 1}` : '';
    const watch = (kind: 'Errors' | 'Throttles', metricOf: (fn: IFunction) => IMetric) => {
      const metric = new MathExpression({
        expression: group.map((_, index) => `m${index}`).join(' + '),
        usingMetrics: Object.fromEntries(group.map((fn, index) => [`m${index}`, metricOf(fn)])),
        label: `${label} ${kind.toLowerCase()}`,
        period: PERIOD,
      });
      const description = `HiveKeeper ${label} Lambdas: ${kind.toLowerCase()}, summed over ${group.length} functions`;
      alarmWithActions(scope, `Lambda${kind}${suffix}`, description, metric, topic);
    };
    watch('Errors', (fn) => fn.metricErrors({ period: PERIOD, statistic: 'Sum' }));
    watch('Throttles', (fn) => fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }));
  }
}

/** Any occurrence in five minutes alarms; the operator hears of the alarm and of its recovery. */
function alarmWithActions(scope: Construct, id: string, description: string, metric: IMetric, topic: ITopic): Alarm {
  const alarm = new Alarm(scope, id, {
    alarmDescription: description,
    metric,
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  const action = new SnsAction(topic);
  alarm.addAlarmAction(action);
  alarm.addOkAction(action);
  return alarm;
}
