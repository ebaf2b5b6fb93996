import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SignInScreen } from '@/features/auth/components/sign-in-screen';
import { setActingAccountId } from '@/lib/acting-account';
import { signInTabOf } from '@/lib/sign-in-path';
import { authMessages } from '@/features/auth/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';

/**
 * `/login` (visitors only, see the router): the Authenticator, on its Create Account tab for `?tab=signUp`. The
 * router returns to `?redirect=` once the beekeeper is signed in.
 */
export function LoginRoute() {
  const t = useMessages(authMessages);
  useDocumentTitle(t('pageTitle'));
  // Whoever signs in here starts on their own account, not on one the last beekeeper of this tab switched to.
  useEffect(() => setActingAccountId(null), []);
  const [searchParams] = useSearchParams();
  return <SignInScreen initialTab={signInTabOf(searchParams)} />;
}
