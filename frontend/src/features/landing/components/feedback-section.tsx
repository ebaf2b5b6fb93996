import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { LandingSection } from './landing-section';

export function FeedbackSection() {
  return (
    <LandingSection
      id="feedback"
      title="Tell us what your bees need"
      intro="HiveKeeper is shaped by the beekeepers who use it. Suggest a feature, report a problem or tell us how your season is going: we read every message."
    >
      <Link to={paths.feedback.getHref()} className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-fit')}>
        <MessageSquare aria-hidden="true" />
        Send feedback
      </Link>
    </LandingSection>
  );
}
