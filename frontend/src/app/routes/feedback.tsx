import { useUser } from '@/api/get-user';
import { FeedbackScreen } from '@/features/feedback/components/feedback-screen';
import { useDocumentTitle } from '../page-title';

/** `/feedback`: for visitors and signed-in users; the signed-in see their previous feedback too. */
export function FeedbackRoute() {
  useDocumentTitle('feedback');
  return <FeedbackScreen signedIn={Boolean(useUser().data)} />;
}
