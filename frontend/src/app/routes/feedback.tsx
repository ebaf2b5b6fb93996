import { useUser } from '@/api/get-user';
import { FeedbackScreen } from '@/features/feedback/components/feedback-screen';
import { feedbackMessages } from '@/features/feedback/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';

/** `/feedback`: for visitors and signed-in users; the signed-in see their previous feedback too. */
export function FeedbackRoute() {
  const t = useMessages(feedbackMessages);
  useDocumentTitle(t('title'));
  return <FeedbackScreen signedIn={Boolean(useUser().data)} />;
}
