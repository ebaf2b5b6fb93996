import { Link } from 'react-router-dom';
import { NEWSLETTER_CONFIRM_PAGE } from '@shared/messages';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useConfirmNewsletterSignup } from '../api/confirm-newsletter-signup';

/**
 * `/newsletter/confirm?token=...`, the page of a newsletter confirmation e-mail's link: no sign-in, the signed token
 * names the address. Opening it confirms nothing, as mail scanners open links (and some run their scripts): the
 * reader's press of the button is the opt-in.
 */
export function NewsletterConfirmPage({ token }: { token: string }) {
  const confirm = useConfirmNewsletterSignup();
  const failure =
    confirm.error === null
      ? null
      : (isApiError(confirm.error, 400) && confirm.error.serverMessage) || NEWSLETTER_CONFIRM_PAGE.failed;

  return (
    <div className="mx-auto flex max-w-lg flex-col gap-4 px-4 py-12">
      <h1 className="text-3xl font-bold text-stone-900">{NEWSLETTER_CONFIRM_PAGE.heading}</h1>
      {confirm.isSuccess ? (
        <p role="status" className="text-lg text-stone-800">
          {NEWSLETTER_CONFIRM_PAGE.confirmed}
        </p>
      ) : (
        <>
          <p className="text-stone-700">{NEWSLETTER_CONFIRM_PAGE.prompt}</p>
          {failure && (
            <p role="alert" className="text-red-700">
              {failure}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="button" disabled={confirm.isPending || token === ''} onClick={() => confirm.mutate(token)}>
              {confirm.isPending ? 'Confirming…' : 'Confirm my signup'}
            </Button>
            <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'outline' })}>
              Back to HiveKeeper
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
