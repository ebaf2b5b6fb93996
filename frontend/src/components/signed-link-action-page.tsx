import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';

interface SignedLinkActionPageProps {
  /** The link's signed token (empty when the address had none: the button stays off). */
  token: string;
  /** The request the button sends with the token; a 400 says the link is not valid, in the server's words. */
  action: UseMutationResult<unknown, Error, string>;
  heading: string;
  prompt: string;
  actionLabel: string;
  pendingLabel: string;
  /** The way out without acting, back to the home page. */
  leaveLabel: string;
  failed: string;
  /** What the page says once the action is done (a status region). */
  done: ReactNode;
}

/**
 * The page an e-mail's signed link opens (unsubscribe from reminders, confirm the newsletter): no sign-in, the token
 * names who it is for. Opening it does nothing, as mail scanners open links and some run their scripts: the reader's
 * press of the button is the act.
 */
export function SignedLinkActionPage({
  token,
  action,
  heading,
  prompt,
  actionLabel,
  pendingLabel,
  leaveLabel,
  failed,
  done,
}: SignedLinkActionPageProps) {
  const failure =
    action.error === null ? null : (isApiError(action.error, 400) && action.error.serverMessage) || failed;

  return (
    <div className="mx-auto flex max-w-lg flex-col gap-4 px-4 py-12">
      <h1 className="text-3xl font-bold text-stone-900">{heading}</h1>
      {action.isSuccess ? (
        <div role="status" className="flex flex-col gap-3">
          {done}
        </div>
      ) : (
        <>
          <p className="text-stone-700">{prompt}</p>
          {failure && (
            <p role="alert" className="text-red-700">
              {failure}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="button" disabled={action.isPending || token === ''} onClick={() => action.mutate(token)}>
              {action.isPending ? pendingLabel : actionLabel}
            </Button>
            <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'outline' })}>
              {leaveLabel}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
