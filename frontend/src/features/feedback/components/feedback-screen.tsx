import { PageHeader } from '@/components/page-header';
import { FeedbackForm } from './feedback-form';
import { FeedbackGuidelines } from './feedback-guidelines';
import { PreviousFeedback } from './previous-feedback';

/** `/feedback`, for visitors and signed-in users alike; only the latter see their previous feedback. */
export function FeedbackScreen({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Feedback"
        description="Help us make HiveKeeper better for you and your bees: we read every message."
      />
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
