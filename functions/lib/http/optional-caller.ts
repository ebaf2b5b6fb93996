/**
 * The ID-token check an optional route's Lambda (signed in or not) runs itself, passed to `httpHandler` by its
 * handler module. Set only where the stack gives the Lambda the user pool to check against (USER_POOL_ISSUER).
 */
import { config } from '../config';
import { createIdTokenVerifier } from '../id-token';

export const verifySentIdToken = config.idToken && createIdTokenVerifier(config.idToken);
