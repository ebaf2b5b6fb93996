import { Mail } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { LandingSection } from './landing-section';

/** Where HiveKeeper's team reads feedback from visitors. */
export const FEEDBACK_EMAIL = 'feedback@hivekeeper.app';

export function FeedbackSection() {
  return (
    <LandingSection
      id="feedback"
      title="Tell us what your bees need"
      intro="HiveKeeper is shaped by the beekeepers who use it. Suggest a feature, report a problem or tell us how your season is going: we read every message."
    >
      <a
        href={`mailto:${FEEDBACK_EMAIL}?subject=${encodeURIComponent('HiveKeeper feedback')}`}
        className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-fit')}
      >
        <Mail aria-hidden="true" />
        Email {FEEDBACK_EMAIL}
      </a>
    </LandingSection>
  );
}
