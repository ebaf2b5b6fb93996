import { useSearchParams } from 'react-router-dom';
import { UnsubscribePage } from '@/features/reminders/components/unsubscribe-page';
import { unsubscribeMessages } from '@/features/reminders/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';

/** `/unsubscribe?token=...`: a reminder e-mail's unsubscribe link, for visitors and signed-in users alike. */
export function UnsubscribeRoute() {
  const t = useMessages(unsubscribeMessages);
  useDocumentTitle(t('heading'));
  const [searchParams] = useSearchParams();
  return <UnsubscribePage token={searchParams.get('token') ?? ''} />;
}
