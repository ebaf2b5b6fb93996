import { useSearchParams } from 'react-router-dom';
import { SignInScreen } from '@/features/auth/components/sign-in-screen';
import { useDocumentTitle } from '../page-title';

/** `/login` (visitors only, see the router): the Authenticator, on its Create Account tab for `?tab=signUp`. */
export function LoginRoute() {
  useDocumentTitle('login');
  const [searchParams] = useSearchParams();
  return <SignInScreen initialTab={searchParams.get('tab') === 'signUp' ? 'signUp' : 'signIn'} />;
}
