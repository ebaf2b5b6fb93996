import { useSearchParams } from 'react-router-dom';
import { NewsletterConfirmPage } from '@/features/newsletter/components/newsletter-confirm-page';
import { newsletterConfirmMessages } from '@/features/newsletter/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';

/** `/newsletter/confirm?token=...`: a newsletter confirmation e-mail's link, for visitors and signed-in users alike. */
export function NewsletterConfirmRoute() {
  const t = useMessages(newsletterConfirmMessages);
  useDocumentTitle(t('pageTitle'));
  const [searchParams] = useSearchParams();
  return <NewsletterConfirmPage token={searchParams.get('token') ?? ''} />;
}
