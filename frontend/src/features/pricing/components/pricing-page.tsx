import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FREE_PLAN_FEATURES, hasProAccess, PRO_PLAN } from '@shared/plans';
import { formatMoney } from '@shared/rules/money';
import { useUser } from '@/api/get-user';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { PlanCard } from './plan-card';
import { WhyChoosePro } from './why-choose-pro';

function CurrentPlan() {
  return (
    <Button variant="secondary" disabled>
      Current Plan
    </Button>
  );
}

/**
 * `/pricing` for visitors and beekeepers alike: each card offers what this person can do with that plan. A signed-in
 * free beekeeper's way to Pro is `upgradeAction` (the payment dialog, composed in the route).
 */
export function PricingPage({ upgradeAction }: { upgradeAction: ReactNode }) {
  const { data: user, isPending } = useUser();
  if (isPending) return <Spinner className="min-h-[50vh]" />;

  const signedIn = user != null;
  const pro = signedIn && hasProAccess(user);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-12 px-4 py-8 md:py-12">
      <div className="flex flex-col gap-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 md:text-4xl">Pricing</h1>
        <p className="mx-auto max-w-2xl text-lg text-stone-700">
          Keep a backyard apiary for free. Upgrade to Pro when your bees become a business.
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <PlanCard
          name="Free"
          price={formatMoney(0)}
          priceNote="forever"
          description="For beekeepers starting out with a few colonies."
          features={FREE_PLAN_FEATURES}
          action={
            signedIn ? (
              !pro && <CurrentPlan />
            ) : (
              <Link to={paths.auth.login.getHref({ tab: 'signUp' })} className={buttonVariants({ variant: 'outline' })}>
                Sign Up Free
              </Link>
            )
          }
        />
        <PlanCard
          name="Pro"
          badge="Most Popular"
          price={formatMoney(PRO_PLAN.priceUsdPerMonth)}
          priceNote="per month"
          description="For growing and commercial operations that want every tool."
          features={PRO_PLAN.features}
          action={
            signedIn ? (
              pro ? (
                <CurrentPlan />
              ) : (
                upgradeAction
              )
            ) : (
              // A visitor needs an account before any plan: Create Account, then back here to choose Pro.
              <Link
                to={paths.auth.login.getHref({ tab: 'signUp', redirect: paths.pricing.getHref() })}
                className={buttonVariants()}
              >
                Upgrade to Pro
              </Link>
            )
          }
        >
          <p className="text-sm font-medium text-honey-800">{PRO_PLAN.trialLabel}, cancel anytime</p>
        </PlanCard>
      </div>
      <WhyChoosePro />
    </div>
  );
}
