/**
 * The credential provider a HiveKeeper Lambda bundle uses in place of the SDK's default chain: the bundling
 * (infra/lambda-bundling.ts) aliases `@aws-sdk/credential-provider-node` to this module. Lambda hands each function
 * its role's credentials in environment variables, so the chain's SSO, profile, web-identity and instance-metadata
 * providers, with the STS and SSO clients they bring, would be about 100 KB of every bundle never run.
 * Locally and in tests the handlers run unbundled, on the SDK's own chain.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

export const defaultProvider: typeof fromEnv = (init) => fromEnv(init);
