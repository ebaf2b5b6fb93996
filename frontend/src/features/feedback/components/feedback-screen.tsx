import { PageHeader } from '@/components/page-header';
import { useMessages } from '@/lib/i18n/catalog';
import { feedbackMessages } from '../messages';
import { FeedbackForm } from './feedback-form';
import { FeedbackGuidelines } from './feedback-guidelines';
import { PreviousFeedback } from './previous-feedback';

/** `/feedback`, for visitors and signed-in users alike; only the latter see their previous feedback. */
export function FeedbackScreen({ signedIn }: { signedIn: boolean }) {
  const t = useMessages(feedbackMessages);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <FeedbackForm signedIn={signedIn} />
        </div>
        <div className="flex flex-col gap-6">
          <FeedbackGuidelines />
          {signedIn && <PreviousFeedback />}
        </div>
      </div>
    </div>
  );
}
