import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOASTS } from '@shared/messages';
import { userQueryOptions } from '@/api/get-user';
import { paths } from '@/config/paths';
import { setActingAccountId } from '@/lib/acting-account';
import { signOut } from '@/lib/auth';
import { toast } from '@/lib/toast';

/**
 * Signs out of Cognito and lands on the landing page with nothing of the previous account left: the user becomes
 * a visitor at once and every other cached answer is dropped before the landing page renders. (App also resets
 * the queries on Amplify's sign-out event; doing it here too keeps the order right whatever the event's timing.)
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  async function logout() {
    setIsLoggingOut(true);
    // Home first: Amplify's sign-out event resets the user query while signOut() is still running, and a visitor
    // left on a signed-in screen (`/profile`) would be sent to the sign-in page instead of the landing page.
    navigate(paths.home.getHref());
    try {
      await signOut();
    } catch (error) {
      console.error(error);
      setIsLoggingOut(false);
      toast({ title: TOASTS.logoutFailedTitle, description: TOASTS.tryAgain, variant: 'destructive' });
      return;
    }
    setActingAccountId(null);
    const userKey = userQueryOptions().queryKey;
    queryClient.setQueryData(userKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userKey[0] });
  }

  return { logout, isLoggingOut };
}
