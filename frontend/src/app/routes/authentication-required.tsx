import { AuthenticationRequired } from '@/features/auth/components/authentication-required';
import { accessMessages } from '@/features/auth/access-messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';

/** A signed-in screen visited signed out: the way to sign in or create an account. */
export function AuthenticationRequiredRoute() {
  const t = useMessages(accessMessages);
  useDocumentTitle(t('authenticationRequired.title'));
  return <AuthenticationRequired />;
}
