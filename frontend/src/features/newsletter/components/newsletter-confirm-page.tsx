import { NEWSLETTER_CONFIRM_PAGE } from '@shared/messages';
import { SignedLinkActionPage } from '@/components/signed-link-action-page';
import { useConfirmNewsletterSignup } from '../api/confirm-newsletter-signup';

/** `/newsletter/confirm?token=...`, the page of a newsletter confirmation e-mail's link: the button is the opt-in. */
export function NewsletterConfirmPage({ token }: { token: string }) {
  return (
    <SignedLinkActionPage
      token={token}
      action={useConfirmNewsletterSignup()}
      heading={NEWSLETTER_CONFIRM_PAGE.heading}
      prompt={NEWSLETTER_CONFIRM_PAGE.prompt}
      actionLabel="Confirm my signup"
      pendingLabel="Confirming…"
      leaveLabel="Back to HiveKeeper"
      failed={NEWSLETTER_CONFIRM_PAGE.failed}
      done={<p className="text-lg text-stone-800">{NEWSLETTER_CONFIRM_PAGE.confirmed}</p>}
    />
  );
}
