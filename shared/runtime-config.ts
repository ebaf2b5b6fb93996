// zod/mini: the web app parses this before its first paint, so the schema must not pull the full zod into the
// landing page's bundle.
import * as z from 'zod/mini';

/**
 * What `GET /config.json` answers: the settings the HiveKeeper web app reads at start, so one build serves the
 * local stack and every cloud stage. The CDK stack writes it from its outputs; the local gateway serves it.
 */
export const runtimeConfigSchema = z.object({
  /** Base URL of the API; empty means the same origin as the web app (CloudFront and the local gateway). */
  apiUrl: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Only for the local user pool (cognito-local behind its compatibility proxy). */
  userPoolEndpoint: z.optional(z.string()),
  /** The cloud signs in with SRP; cognito-local has no SRP, so the local stack uses USER_PASSWORD_AUTH. */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /** Where the local stack's e-mails can be read (sign-up codes); absent in the cloud. */
  localInboxUrl: z.optional(z.string()),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
