import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

import { useLandingWords } from '../landing-words';
import { LandingSection } from './landing-section';

export function FeedbackSection() {
  const words = useLandingWords();
  return (
    <LandingSection id="feedback" title={words['feedback.title']} intro={words['feedback.intro']}>
      <Link to={paths.feedback.getHref()} className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-fit')}>
        <MessageSquare aria-hidden="true" />
        {words['feedback.send']}
      </Link>
    </LandingSection>
  );
}
