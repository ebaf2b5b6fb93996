import { useSearchParams } from 'react-router-dom';
import { UnsubscribePage } from '@/features/reminders/components/unsubscribe-page';
import { useDocumentTitle } from '../page-title';

/** `/unsubscribe?token=...`: a reminder e-mail's unsubscribe link, for visitors and signed-in users alike. */
export function UnsubscribeRoute() {
  useDocumentTitle('unsubscribe');
  const [searchParams] = useSearchParams();
  return <UnsubscribePage token={searchParams.get('token') ?? ''} />;
}
