import { use, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SOURCE_LOCALE, type Locale } from '@shared/i18n/locales';
import { localizedPath } from '@shared/i18n/visitor-paths';
import { hasProAccess, PRO_PLAN } from '@shared/plans';
import { useUser } from '@/api/get-user';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { VisitorLanguageLinks } from '@/components/visitor-language-links';
import { paths } from '@/config/paths';
import {
  fill,
  formatDollars,
  usePlanFeatures,
  useVisitorPage,
  useVisitorWords,
  VisitorLocaleContext,
} from '@/lib/visitor-words';
import { usePlanWords, usePricingWords } from '../pricing-words';
import { PlanCard } from './plan-card';
import { WhyChoosePro } from './why-choose-pro';

function CurrentPlan() {
  return (
    <Button variant="secondary" disabled>
      {usePricingWords().currentPlan}
    </Button>
  );
}

/**
 * `/pricing` for visitors and beekeepers alike: each card offers what this person can do with that plan. A signed-in
 * free beekeeper's way to Pro is `upgradeAction` (the payment dialog, composed in the route).
 */
export function PricingPage({ upgradeAction, locale = SOURCE_LOCALE }: { upgradeAction: ReactNode; locale?: Locale }) {
  return (
    <VisitorLocaleContext value={locale}>
      <PricingPlans upgradeAction={upgradeAction} />
    </VisitorLocaleContext>
  );
}

function PricingPlans({ upgradeAction }: { upgradeAction: ReactNode }) {
  const words = usePricingWords();
  const visitorWords = useVisitorWords();
  const planWords = usePlanWords();
  const features = usePlanFeatures();
  const locale = use(VisitorLocaleContext);
  useVisitorPage(words.pageTitle);
  const { data: user, isPending } = useUser();
  if (isPending) return <Spinner className="min-h-[50vh]" />;

  const signedIn = user != null;
  const pro = signedIn && hasProAccess(user);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-12 px-4 py-8 md:py-12">
      <div className="flex flex-col gap-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 md:text-4xl">{words.title}</h1>
        <p className="mx-auto max-w-2xl text-lg text-stone-700">{words.intro}</p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <PlanCard
          name={visitorWords['plans.free']}
          price={formatDollars(0, locale)}
          priceNote={visitorWords['plans.forever']}
          description={words['free.description']}
          features={features.free}
          action={
            signedIn ? (
              !pro && <CurrentPlan />
            ) : (
              <Link to={paths.auth.login.getHref({ tab: 'signUp' })} className={buttonVariants({ variant: 'outline' })}>
                {visitorWords['plans.signUpFree']}
              </Link>
            )
          }
        />
        <PlanCard
          name={visitorWords['plans.pro']}
          badge={words.mostPopular}
          price={formatDollars(PRO_PLAN.priceUsdPerMonth, locale)}
          priceNote={planWords.perMonth}
          description={words['pro.description']}
          features={features.pro}
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
                to={paths.auth.login.getHref({
                  tab: 'signUp',
                  redirect: localizedPath(paths.pricing.getHref(), locale),
                })}
                className={buttonVariants()}
              >
                {planWords.upgradeToPro}
              </Link>
            )
          }
        >
          <p className="text-sm font-medium text-honey-800">
            {fill(planWords.trialAnytime, { days: PRO_PLAN.trialDays })}
          </p>
        </PlanCard>
      </div>
      <WhyChoosePro />
      <VisitorLanguageLinks page={paths.pricing.getHref()} />
    </div>
  );
}
