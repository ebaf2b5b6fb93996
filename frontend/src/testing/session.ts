/**
 * Component tests run without Cognito: `@/lib/auth` is replaced (see setup.ts) by this in-memory session, so a
 * test signs a user in by giving them a token and answering `/api/auth/user` for them.
 */
export const testSession: { idToken: string | undefined } = { idToken: undefined };
