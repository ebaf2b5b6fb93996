import { AuthenticationRequired } from '@/features/auth/components/authentication-required';
import { useDocumentTitle } from '../page-title';

/** A signed-in screen visited signed out: the way to sign in or create an account. */
export function AuthenticationRequiredRoute() {
  useDocumentTitle('authenticationRequired');
  return <AuthenticationRequired />;
}
