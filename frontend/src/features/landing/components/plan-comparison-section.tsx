import { use, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { localizedPath } from '@shared/i18n/visitor-paths';
import { PRO_PLAN } from '@shared/plans';
import { FeatureList } from '@/components/feature-list';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { fill, formatDollars, usePlanFeatures, useVisitorWords, VisitorLocaleContext } from '@/lib/visitor-words';
import { useLandingWords } from '../landing-words';
import { LandingSection } from './landing-section';

interface PlanSummaryProps {
  name: string;
  price: string;
  priceNote: string;
  features: readonly string[];
  /** The Pro plan's free trial: marks the plan a visitor is shown first. */
  badge?: string;
  children: ReactNode;
}

function PlanSummary({ name, price, priceNote, features, badge, children }: PlanSummaryProps) {
  const words = useVisitorWords();
  return (
    <li
      className={cn(
        'flex flex-col gap-5 rounded-lg border bg-white p-6 shadow-sm',
        badge ? 'border-honey-600 ring-1 ring-honey-600' : 'border-stone-200',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-xl font-semibold text-stone-900">{name}</h3>
        {badge && <Badge tone="honey">{badge}</Badge>}
      </div>
      <p className="text-stone-700">
        <span className="text-3xl font-bold text-stone-900">{price}</span> {priceNote}
      </p>
      <FeatureList label={fill(words['plans.featuresOf'], { plan: name })} features={features} className="flex-1" />
      {children}
    </li>
  );
}

export function PlanComparisonSection() {
  const words = useLandingWords();
  const visitorWords = useVisitorWords();
  const features = usePlanFeatures();
  const locale = use(VisitorLocaleContext);
  return (
    <LandingSection id="plans" title={words['plans.title']} intro={words['plans.intro']} className="bg-white">
      <ul className="grid gap-4 md:grid-cols-2">
        <PlanSummary
          name={visitorWords['plans.free']}
          price={formatDollars(0, locale)}
          priceNote={visitorWords['plans.forever']}
          features={features.free}
        >
          <Link to={paths.auth.login.getHref({ tab: 'signUp' })} className={buttonVariants({ variant: 'outline' })}>
            {visitorWords['plans.signUpFree']}
          </Link>
        </PlanSummary>
        <PlanSummary
          name={visitorWords['plans.pro']}
          price={formatDollars(PRO_PLAN.priceUsdPerMonth, locale)}
          priceNote={words['plans.perMonthCancel']}
          features={features.pro}
          badge={fill(words['plans.trial'], { days: PRO_PLAN.trialDays })}
        >
          <Link to={localizedPath(paths.pricing.getHref(), locale)} className={buttonVariants()}>
            {words['plans.compare']}
          </Link>
        </PlanSummary>
      </ul>
    </LandingSection>
  );
}
