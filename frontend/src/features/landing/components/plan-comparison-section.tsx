import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FREE_PLAN_FEATURES, PRO_PLAN } from '@shared/plans';
import { formatMoney } from '@shared/rules/money';
import { FeatureList } from '@/components/feature-list';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { LandingSection } from './landing-section';

interface PlanSummaryProps {
  name: string;
  price: string;
  priceNote: string;
  features: readonly string[];
  highlighted?: boolean;
  children: ReactNode;
}

function PlanSummary({ name, price, priceNote, features, highlighted = false, children }: PlanSummaryProps) {
  return (
    <li
      className={cn(
        'flex flex-col gap-5 rounded-lg border bg-white p-6 shadow-sm',
        highlighted ? 'border-honey-600 ring-1 ring-honey-600' : 'border-stone-200',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-xl font-semibold text-stone-900">{name}</h3>
        {highlighted && <Badge tone="honey">{PRO_PLAN.trialLabel}</Badge>}
      </div>
      <p className="text-stone-700">
        <span className="text-3xl font-bold text-stone-900">{price}</span> {priceNote}
      </p>
      <FeatureList label={`${name} plan features`} features={features} className="flex-1" />
      {children}
    </li>
  );
}

export function PlanComparisonSection() {
  return (
    <LandingSection
      id="plans"
      title="Start free, upgrade when your apiary grows"
      intro="The free plan covers a backyard apiary. Pro removes the limits and adds the tools for running bees as a business."
      className="bg-white"
    >
      <ul className="grid gap-4 md:grid-cols-2">
        <PlanSummary name="Free" price={formatMoney(0)} priceNote="forever" features={FREE_PLAN_FEATURES}>
          <Link to={paths.auth.login.getHref({ tab: 'signUp' })} className={buttonVariants({ variant: 'outline' })}>
            Sign Up Free
          </Link>
        </PlanSummary>
        <PlanSummary
          name="Pro"
          price={formatMoney(PRO_PLAN.priceUsdPerMonth)}
          priceNote="per month, cancel anytime"
          features={PRO_PLAN.features}
          highlighted
        >
          <Link to={paths.pricing.getHref()} className={buttonVariants()}>
            Compare plans
          </Link>
        </PlanSummary>
      </ul>
    </LandingSection>
  );
}
