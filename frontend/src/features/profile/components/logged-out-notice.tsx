import { useEffect } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
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
  const location = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => {
      if (leftAlready(location)) return;
      void navigate(paths.auth.login.getHref({ redirect: paths.app.profile.getHref() }), { replace: true });
    }, LOGGED_OUT_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, location]);
  return <Spinner label={t('loggedOut')} className="min-h-[40vh] text-lg" />;
}

/**
 * Whether the browser is already at another page while this one is still on show. Navigations are React
 * transitions: logging out (or deleting the account) goes home and signs out at once, and while the landing page's
 * chunk downloads the profile stays on screen, finds no user, and must not send the beekeeper to sign-in instead.
 * The browser's history entry carries the key of the page it is at (a memory router's has none).
 */
function leftAlready(location: Location): boolean {
  const currentKey = (window.history.state as { key?: string } | null)?.key;
  return currentKey !== undefined && currentKey !== location.key;
}
