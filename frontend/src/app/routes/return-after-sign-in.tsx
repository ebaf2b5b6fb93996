import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { focusMainHeadingWhenShown } from '@/lib/focus-heading';
import { returnPathOf } from '@/lib/sign-in-path';

/**
 * A signed-in user at the sign-in screen goes to the page they asked for (`?redirect=`, checked to be a page of this
 * app) or the dashboard, with focus on its main heading, where a screen reader starts reading. A chunk of its own:
 * only a sign-in needs it, not the landing page's first script.
 */
export function ReturnAfterSignIn() {
  const [searchParams] = useSearchParams();
  const to = returnPathOf(searchParams);
  const navigate = useNavigate();
  useEffect(() => {
    focusMainHeadingWhenShown();
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
