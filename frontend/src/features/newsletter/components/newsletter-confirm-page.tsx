import { SignedLinkActionPage } from '@/components/signed-link-action-page';
import { useMessages } from '@/lib/i18n/catalog';
import { useConfirmNewsletterSignup } from '../api/confirm-newsletter-signup';
import { newsletterConfirmMessages } from '../messages';

/** `/newsletter/confirm?token=...`, the page of a newsletter confirmation e-mail's link: the button is the opt-in. */
export function NewsletterConfirmPage({ token }: { token: string }) {
  const t = useMessages(newsletterConfirmMessages);
  return (
    <SignedLinkActionPage
      token={token}
      action={useConfirmNewsletterSignup()}
      heading={t('heading')}
      prompt={t('prompt')}
      actionLabel={t('action')}
      pendingLabel={t('pending')}
      leaveLabel={t('leave')}
      failed={t('failed')}
      done={<p className="text-lg text-stone-800">{t('confirmed')}</p>}
    />
  );
}
