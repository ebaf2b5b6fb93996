import { useSearchParams } from 'react-router-dom';
import { NewsletterConfirmPage } from '@/features/newsletter/components/newsletter-confirm-page';
import { useDocumentTitle } from '../page-title';

/** `/newsletter/confirm?token=...`: a newsletter confirmation e-mail's link, for visitors and signed-in users alike. */
export function NewsletterConfirmRoute() {
  useDocumentTitle('newsletterConfirm');
  const [searchParams] = useSearchParams();
  return <NewsletterConfirmPage token={searchParams.get('token') ?? ''} />;
}
