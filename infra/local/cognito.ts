/**
 * cognito-local as HiveKeeper's local user pool, run in-process with a compatibility layer so Amplify v6 and the
 * Authenticator behave as they do against Cognito:
 * - `GetTokensFromRefreshToken` (Amplify's refresh call, missing in cognito-local) answers from
 *   InitiateAuth REFRESH_TOKEN_AUTH;
 * - ConfirmSignUp marks the e-mail verified (cognito-local leaves `email_verified` false, and the Authenticator
 *   then stops on "Account recovery requires verified contact information");
 * - sign-in failures, and a wrong current password on ChangePassword, answer Cognito's NotAuthorizedException
 *   "Incorrect username or password.";
 * - SignUp, ConfirmForgotPassword and ChangePassword refuse a password the cloud pool refuses
 *   (shared/password-policy.ts), with Cognito's InvalidPasswordException;
 * - codes (sign-up, forgot password, ...) arrive as e-mails in the local SES inbox instead of a console box;
 * - a confirmed sign-up (ConfirmSignUp, AdminConfirmSignUp) runs the PostConfirmation trigger as Cognito does,
 *   with a PostConfirmation event, before the confirmation answers; a failing trigger is logged, never refused.
 * Like Cognito, it takes admin calls only from the stack's own processes, never from a web page:
 * - the gateway's `/cognito` (`handle`) passes only the operations a user pool client makes without AWS credentials
 *   (CLIENT_OPERATIONS), answers no other site's page (a foreign `Origin`) and sends no CORS headers: the web app is
 *   on the same origin;
 * - cognito-local's own port, where the stack, the seed and the tests make admin calls, listens on 127.0.0.1 and
 *   refuses any request with an `Origin`, which every browser sends across origins and Node's clients never do.
 */
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type pino from 'pino';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import type { Config } from 'cognito-local/lib/server/config';
import type { Route, Router } from 'cognito-local/lib/server/Router';
import type { Messages, Services } from 'cognito-local/lib/services';
import { brokenPasswordRules, type PasswordRuleId } from '../../shared/password-policy';
import { TOKEN_VALIDITY } from '../../shared/sign-in-tokens';
import { invitationEmail, verificationEmail } from '../user-pool-settings';
import { AtomicDataStoreFactory } from './cognito-store';
import { closeServer, listen } from './servers';
import type { LocalMail } from './ses';
import { LOCAL_AWS } from './settings';
import type * as ConfigModule from 'cognito-local/lib/server/config';
import type * as ServerModule from 'cognito-local/lib/server/server';
import type * as RouterModule from 'cognito-local/lib/server/Router';
import type * as ServicesModule from 'cognito-local/lib/services';
import type * as CognitoServiceModule from 'cognito-local/lib/services/cognitoService';
import type * as UserPoolServiceModule from 'cognito-local/lib/services/userPoolService';
import type { UserPoolService } from 'cognito-local/lib/services/userPoolService';
import type * as CryptoModule from 'cognito-local/lib/services/crypto';
import type * as OtpModule from 'cognito-local/lib/services/otp';
import type * as TokenGeneratorModule from 'cognito-local/lib/services/tokenGenerator';
import type * as ErrorsModule from 'cognito-local/lib/errors';

const require = createRequire(import.meta.url);

/** Cognito's own answer to a wrong password or unknown user (cognito-local says other things). */
const SIGN_IN_FAILED = 'Incorrect username or password.';

export interface LocalCognito {
  /** cognito-local's own endpoint; tokens' issuer is `${endpoint}/<userPoolId>`. */
  endpoint: string;
  issuer(userPoolId: string): string;
  /** Serves the same API on another server (the gateway mounts it at `/cognito`); `url` must be relative to it. */
  handle(request: IncomingMessage, response: ServerResponse): void;
  stop(): Promise<void>;
}

export async function startLocalCognito(options: {
  port: number;
  dataDir: string;
  sendMail(mail: LocalMail): Promise<void>;
  /** pino level for cognito-local's own request log. */
  logLevel: string;
  /** The user pool's PostConfirmation trigger (the cloud's Lambda module), run after each confirmed sign-up. */
  postConfirmation?(event: PostConfirmationTriggerEvent): Promise<unknown>;
}): Promise<LocalCognito> {
  // cognito-local loads the v2 AWS SDK; its end-of-support banner says nothing about HiveKeeper.
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
  const cognitoLocal = loadCognitoLocal();
  mkdirSync(options.dataDir, { recursive: true });
  const endpoint = `http://localhost:${options.port}`;
  const logger = cognitoLocal.pino({ level: options.logLevel, base: { service: 'cognito-local' } });

  const config: Config = {
    ...cognitoLocal.config.DefaultConfig,
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: endpoint },
    ServerConfig: { port: options.port, hostname: '127.0.0.1', development: false, https: false },
  };
  const clock = new cognitoLocal.services.DateClock();
  const dataDirectory = join(options.dataDir, 'db');
  const dataStoreFactory = new AtomicDataStoreFactory(dataDirectory);
  const cognito = await new cognitoLocal.cognitoService.CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new cognitoLocal.userPoolService.UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create({ logger }, config.UserPoolDefaults);
  const triggers = new cognitoLocal.services.TriggersService(
    clock,
    cognito,
    new cognitoLocal.services.LambdaService(config.TriggerFunctions, {} as never),
    new cognitoLocal.crypto.CryptoService(config.KMSConfig),
  );
  const services: Services = {
    clock,
    cognito,
    config,
    messages: mailedMessages(options.sendMail),
    otp: cognitoLocal.otp.otp,
    tokenGenerator: new cognitoLocal.tokenGenerator.JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const router = withCompatibility(
    cognitoLocal.router.Router(services),
    services,
    cognitoLocal.errors,
    options.postConfirmation,
  );
  const adminApplication = cognitoLocal.server.createServer(router, logger, config.ServerConfig, services)
    .application as RequestListener;
  const httpServer = createServer((request, response) => {
    if (request.headers.origin !== undefined) return refuse(response, 'The local user pool takes no browser calls');
    adminApplication(request, response);
  });
  await listen(httpServer, options.port);
  // No OAuth2 endpoints (no services) on the public side: the web app signs in through the JSON API only.
  const clientApplication = cognitoLocal.server.createServer(
    clientOperationsOnly(router, cognitoLocal.errors),
    logger,
    config.ServerConfig,
  ).application as RequestListener;

  return {
    endpoint,
    issuer: (userPoolId) => `${endpoint}/${userPoolId}`,
    handle(request, response) {
      const { origin, host } = request.headers;
      if (origin !== undefined && origin !== `http://${host}`) {
        return refuse(response, 'The local user pool answers the web app on its own origin only');
      }
      clientApplication(request, withoutCorsHeaders(response));
    },
    stop: () => closeServer(httpServer),
  };
}

/**
 * What Amplify v6 and the Authenticator call without AWS credentials (sign-up, sign-in and its challenges, refresh,
 * password reset and change, the user's own attributes, sign-out): the operations of Cognito's public client API.
 */
const CLIENT_OPERATIONS: ReadonlySet<string> = new Set([
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ChangePassword',
  'GetUser',
  'UpdateUserAttributes',
  'GetUserAttributeVerificationCode',
  'VerifyUserAttribute',
  'RevokeToken',
  'GlobalSignOut',
]);

/** The router with every other operation answered as Cognito answers an unsigned admin call. */
function clientOperationsOnly(router: Router, errors: CognitoErrors): Router {
  const refused: Route = async () => {
    throw new errors.CognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token');
  };
  return (target) => (CLIENT_OPERATIONS.has(target) ? router(target) : refused);
}

function refuse(response: ServerResponse, message: string): void {
  response.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ message }));
}

/** cognito-local allows every origin (`Access-Control-Allow-Origin: *`); the gateway's `/cognito` allows none. */
function withoutCorsHeaders(response: ServerResponse): ServerResponse {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) =>
    name.toLowerCase().startsWith('access-control-') ? response : setHeader(name, value);
  return response;
}

function loadCognitoLocal() {
  // Its modules are CommonJS without an exports map: required by path, and pino from cognito-local's own tree.
  const fromCognitoLocal = createRequire(require.resolve('cognito-local'));
  return {
    pino: fromCognitoLocal('pino') as typeof pino,
    config: require('cognito-local/lib/server/config') as typeof ConfigModule,
    server: require('cognito-local/lib/server/server') as typeof ServerModule,
    router: require('cognito-local/lib/server/Router') as typeof RouterModule,
    services: require('cognito-local/lib/services') as typeof ServicesModule,
    cognitoService: require('cognito-local/lib/services/cognitoService') as typeof CognitoServiceModule,
    userPoolService: require('cognito-local/lib/services/userPoolService') as typeof UserPoolServiceModule,
    crypto: require('cognito-local/lib/services/crypto') as typeof CryptoModule,
    otp: require('cognito-local/lib/services/otp') as typeof OtpModule,
    tokenGenerator: require('cognito-local/lib/services/tokenGenerator') as typeof TokenGeneratorModule,
    errors: require('cognito-local/lib/errors') as typeof ErrorsModule,
  };
}

type CognitoErrors = typeof ErrorsModule;

type PostConfirmation = (event: PostConfirmationTriggerEvent) => Promise<unknown>;

function withCompatibility(
  router: Router,
  services: Services,
  errors: CognitoErrors,
  postConfirmation: PostConfirmation | undefined,
): Router {
  /** Cognito runs the trigger before the confirmation answers; locally too, so the admins' e-mail is there at once. */
  async function confirmed(ctx: Parameters<Route>[0], userPool: UserPoolService, username: string, clientId: string) {
    const user = await userPool.getUserByUsername(ctx, username);
    if (!user || !postConfirmation) return;
    const event: PostConfirmationTriggerEvent = {
      version: '1',
      region: LOCAL_AWS.region,
      userPoolId: userPool.options.Id,
      userName: user.Username,
      callerContext: { awsSdkVersion: 'cognito-local', clientId },
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      request: {
        userAttributes: {
          ...Object.fromEntries((user.Attributes ?? []).map(({ Name, Value }) => [Name, Value ?? ''])),
          'cognito:user_status': 'CONFIRMED',
        },
      },
      response: {},
    };
    await postConfirmation(event).catch((error: unknown) => {
      console.error('[cognito] the PostConfirmation trigger failed; the sign-up stands', error);
    });
  }

  const routes: Record<string, Route> = {
    async GetTokensFromRefreshToken(ctx, request: { ClientId: string; RefreshToken: string }) {
      const answer = await router('InitiateAuth')(ctx, {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: request.ClientId,
        AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
      });
      const { AccessToken, IdToken } = answer.AuthenticationResult as { AccessToken: string; IdToken: string };
      // cognito-local's refresh tokens do not rotate: the same one stays valid, and Amplify keeps using it.
      return {
        AuthenticationResult: {
          AccessToken,
          IdToken,
          RefreshToken: request.RefreshToken,
          // Amplify reads ExpiresIn: the local app client's token lifetime, the cloud client's.
          ExpiresIn: TOKEN_VALIDITY.idTokenMinutes * 60,
          TokenType: 'Bearer',
        },
      };
    },
    async ConfirmSignUp(ctx, request: { ClientId: string; Username: string }) {
      const answer = await router('ConfirmSignUp')(ctx, request);
      const userPool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId);
      const user = await userPool.getUserByUsername(ctx, request.Username);
      if (user) {
        const attributes = (user.Attributes ?? []).filter((attribute) => attribute.Name !== 'email_verified');
        await userPool.saveUser(ctx, {
          ...user,
          Attributes: [...attributes, { Name: 'email_verified', Value: 'true' }],
        });
      }
      await confirmed(ctx, userPool, request.Username, request.ClientId);
      return answer;
    },
    async AdminConfirmSignUp(ctx, request: { UserPoolId: string; Username: string }) {
      const answer = await router('AdminConfirmSignUp')(ctx, request);
      await confirmed(ctx, await services.cognito.getUserPool(ctx, request.UserPoolId), request.Username, 'admin');
      return answer;
    },
    // The cloud pool's password rule (cognito-local has none), on every call where a user picks a password.
    async SignUp(ctx, request: { Password: string }) {
      assertPasswordPolicy(request.Password, errors);
      return router('SignUp')(ctx, request);
    },
    async ConfirmForgotPassword(ctx, request: { Password: string }) {
      assertPasswordPolicy(request.Password, errors);
      return router('ConfirmForgotPassword')(ctx, request);
    },
    async ChangePassword(ctx, request: { ProposedPassword: string }) {
      assertPasswordPolicy(request.ProposedPassword, errors);
      try {
        return await router('ChangePassword')(ctx, request);
      } catch (error) {
        // cognito-local refuses a wrong current password as an invalid one; Cognito says NotAuthorized.
        if (error instanceof errors.InvalidPasswordError) throw new errors.NotAuthorizedError(SIGN_IN_FAILED);
        throw error;
      }
    },
    async InitiateAuth(ctx, request) {
      try {
        return await router('InitiateAuth')(ctx, request);
      } catch (error) {
        if (error instanceof errors.InvalidPasswordError || error instanceof errors.NotAuthorizedError) {
          throw new errors.NotAuthorizedError(SIGN_IN_FAILED);
        }
        throw error;
      }
    },
  };
  return (target) => (Object.hasOwn(routes, target) ? (routes[target] as Route) : router(target));
}

/** Cognito's words for each broken rule of its password policy. */
const COGNITO_POLICY_MESSAGES: Record<PasswordRuleId, string> = {
  length: 'Password not long enough',
  lowercase: 'Password must have lowercase characters',
  uppercase: 'Password must have uppercase characters',
  digit: 'Password must have numeric characters',
  symbol: 'Password must have symbol characters',
};

/** Cognito's InvalidPasswordException, with its wording, for the first rule of the shared policy a password breaks. */
function assertPasswordPolicy(password: string, errors: CognitoErrors): void {
  const [broken] = brokenPasswordRules(password);
  if (broken) {
    const message = `Password did not conform with policy: ${COGNITO_POLICY_MESSAGES[broken.id]}`;
    throw new errors.CognitoError('InvalidPasswordException', message);
  }
}

/** Delivers cognito-local's codes as HiveKeeper e-mails through the local SES. */
function mailedMessages(sendMail: (mail: LocalMail) => Promise<void>): Messages {
  return {
    async deliver(_ctx, source, _clientId, _userPoolId, user, code, _clientMetadata, deliveryDetails) {
      // HiveKeeper signs in by e-mail only: there is no SMS to send.
      if (deliveryDetails.DeliveryMedium !== 'EMAIL') return;
      const { subject, text } = codeMessages[source](code, user.Username);
      await sendMail({ to: deliveryDetails.Destination, subject, text });
    },
  };
}

type MessageSource = Parameters<Messages['deliver']>[1];

const codeMessages: Record<MessageSource, (code: string, username: string) => { subject: string; text: string }> = {
  SignUp: (code) => {
    const { subject, body } = verificationEmail(code);
    return { subject, text: body };
  },
  ResendCode: (code) => ({
    subject: 'Your HiveKeeper verification code',
    text: `Your verification code is ${code}.`,
  }),
  ForgotPassword: (code) => ({
    subject: 'Reset your HiveKeeper password',
    text: `Your password reset code is ${code}. If you did not ask to reset your password, ignore this e-mail.`,
  }),
  AdminCreateUser: (code, username) => {
    const { subject, body } = invitationEmail(username, code);
    return { subject, text: body };
  },
  Authentication: (code) => ({
    subject: 'Your HiveKeeper sign-in code',
    text: `Your sign-in code is ${code}.`,
  }),
  UpdateUserAttribute: (code) => ({
    subject: 'Confirm your new HiveKeeper e-mail address',
    text: `Your verification code is ${code}.`,
  }),
  VerifyUserAttribute: (code) => ({
    subject: 'Confirm your HiveKeeper e-mail address',
    text: `Your verification code is ${code}.`,
  }),
};
