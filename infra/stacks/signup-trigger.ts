import { Validations } from 'aws-cdk-lib';
import { UserPoolOperation, type UserPool } from 'aws-cdk-lib/aws-cognito';
import { Policy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { TRIGGER_HANDLERS } from '../../functions/routes';
import type { StackConfig } from '../config';
import { lambdaCode } from '../lambda-bundles';
import { alarmOnFunctions } from './monitoring';
import {
  FUNCTION_DEFAULTS,
  functionEnvironment,
  GRANT_ACTIONS,
  mailEnvironment,
  mailIdentityArns,
  type GrantableResources,
} from './route-group';

/** What the trigger writes: one new notification per admin (a transaction of conditional puts), nothing else. */
export const SIGNUP_TRIGGER_TABLE_ACTIONS = ['dynamodb:PutItem'] as const;

/**
 * The user pool's PostConfirmation trigger (`functions/handlers/auth/post-confirmation.ts`): each confirmed sign-up
 * becomes a notification and an e-mail for every admin. Its role may put items in the table, send from the stage's
 * SES sender (when it has one) and list the `admins` group, nothing more.
 */
export class SignupTrigger extends Construct {
  readonly function: LambdaFunction;

  constructor(
    scope: Construct,
    id: string,
    props: { config: StackConfig; userPool: UserPool; resources: GrantableResources; alarmTopic: ITopic },
  ) {
    super(scope, id);
    const { config, userPool, resources } = props;
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `HiveKeeper ${config.stage} PostConfirmation trigger`,
    });
    const logGroup = new LogGroup(this, 'Logs', { retention: config.logRetention });
    logGroup.grantWrite(role);
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: [...SIGNUP_TRIGGER_TABLE_ACTIONS], resources: [resources.table.tableArn] }),
    );
    if (config.mailFrom) {
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: [...GRANT_ACTIONS['mail:send']],
          resources: mailIdentityArns(this, config.mailFrom),
        }),
      );
    }
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'Active tracing sends X-Ray segments; X-Ray actions support no resource-level permissions.',
    });

    this.function = new LambdaFunction(this, 'Function', {
      ...FUNCTION_DEFAULTS,
      description: `HiveKeeper PostConfirmation trigger (${TRIGGER_HANDLERS.postConfirmation})`,
      code: lambdaCode(this, TRIGGER_HANDLERS.postConfirmation),
      role,
      logGroup,
      // No USER_POOL_ID: the pool names itself in every trigger event, and naming it here would be a cycle.
      environment: { ...functionEnvironment(config, resources), ...mailEnvironment(['mail:send'], config.mailFrom) },
    });
    userPool.addTrigger(UserPoolOperation.POST_CONFIRMATION, this.function);

    // The pool depends on the function (its trigger), so the pool's ARN goes in a policy the function does not
    // depend on: attached to the role after the function exists, it closes no dependency cycle.
    role.attachInlinePolicy(
      new Policy(this, 'ListAdmins', {
        statements: [
          new PolicyStatement({ actions: [...GRANT_ACTIONS['admins:list']], resources: [userPool.userPoolArn] }),
        ],
      }),
    );
    alarmOnFunctions(this, [this.function], props.alarmTopic, `${config.stage} sign-up trigger`);
  }
}
