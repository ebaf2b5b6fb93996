import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolEmail,
  VerificationEmailStyle,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ADMIN_GROUP } from '../../functions/lib/caller';
import type { StackConfig } from '../config';
import { TOKEN_VALIDITY } from '../../shared/sign-in-tokens';
import { COGNITO_PLACEHOLDERS, invitationEmail, PASSWORD_POLICY, verificationEmail } from '../user-pool-settings';

/**
 * Who may use HiveKeeper: a Cognito user pool where beekeepers sign up with their e-mail address, confirm it with
 * a code and sign in from the web app with SRP. The web app sends the pool's ID token to the API.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: { config: StackConfig }) {
    super(scope, id);
    const { config } = props;

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `hivekeeper-${config.stage}`,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      // A changed address only replaces the old one once its code is confirmed, so nobody is locked out by a typo.
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: PASSWORD_POLICY.minLength,
        requireLowercase: PASSWORD_POLICY.requireLowercase,
        requireUppercase: PASSWORD_POLICY.requireUppercase,
        requireDigits: PASSWORD_POLICY.requireDigits,
        requireSymbols: PASSWORD_POLICY.requireSymbols,
        tempPasswordValidity: Duration.days(PASSWORD_POLICY.temporaryPasswordValidityDays),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Beekeepers can opt in to an authenticator app; requiring it would put off the hobbyist audience.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: verificationEmail(COGNITO_PLACEHOLDERS.code).subject,
        emailBody: verificationEmail(COGNITO_PLACEHOLDERS.code).body,
      },
      userInvitation: {
        emailSubject: invitationEmail(COGNITO_PLACEHOLDERS.username, COGNITO_PLACEHOLDERS.code).subject,
        emailBody: invitationEmail(COGNITO_PLACEHOLDERS.username, COGNITO_PLACEHOLDERS.code).body,
      },
      ...(config.mailFrom
        ? {
            email: UserPoolEmail.withSES({
              fromEmail: config.mailFrom,
              fromName: 'HiveKeeper',
              // readStackConfig refuses a sender without a region: the SES identity lives in one.
              sesRegion: config.region,
            }),
          }
        : {}),
      ...(config.cognitoThreatProtection
        ? { featurePlan: FeaturePlan.PLUS, standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION }
        : { featurePlan: FeaturePlan.ESSENTIALS }),
      deletionProtection: config.deletionProtection,
      // Accounts are customer data: removing the stack never deletes them.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    if (!config.cognitoThreatProtection) {
      Validations.of(this.userPool).acknowledge({
        id: 'AwsSolutions-COG8',
        reason:
          'Threat protection (Plus plan) is billed per active user; it is on by default for prod and off for ' +
          'development stages (HIVEKEEPER_COGNITO_THREAT_PROTECTION switches it).',
      });
    }
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'MFA is optional (authenticator app) so beekeepers can opt in; requiring it would block sign-up for ' +
        `hobbyists. Passwords need ${PASSWORD_POLICY.minLength}+ characters of four kinds.`,
    });

    // The handlers read admin rights from this group's membership in the token (functions/lib/caller.ts).
    this.userPool.addGroup('AdminsGroup', {
      groupName: ADMIN_GROUP,
      description: 'HiveKeeper admins: feedback moderation, notifications and marketing content.',
    });

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: 'hivekeeper-web',
      // A browser app cannot keep a secret; it signs in with SRP and renews with the refresh token.
      generateSecret: false,
      authFlows: { userSrp: true },
      // No hosted UI: the web app signs in through its own screen, so no OAuth flows or callback URLs.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.minutes(TOKEN_VALIDITY.idTokenMinutes),
      accessTokenValidity: Duration.minutes(TOKEN_VALIDITY.accessTokenMinutes),
      refreshTokenValidity: Duration.days(TOKEN_VALIDITY.refreshTokenDays),
    });
  }
}
