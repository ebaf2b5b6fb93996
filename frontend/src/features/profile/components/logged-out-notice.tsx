import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/catalog';
import { profileMessages } from '../messages';

/** Spec section 9: the logged-out profile says so, then goes to sign-in after 500 ms. */
export const LOGGED_OUT_REDIRECT_DELAY_MS = 500;

/** `/profile` without a session (never signed in, or the user read answered 401): back to sign-in, then here. */
export function LoggedOutNotice() {
  const t = useMessages(profileMessages);
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => void navigate(paths.auth.login.getHref({ redirect: paths.app.profile.getHref() }), { replace: true }),
      LOGGED_OUT_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);
  return <Spinner label={t('loggedOut')} className="min-h-[40vh] text-lg" />;
}
