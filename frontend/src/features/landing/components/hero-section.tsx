import { Hexagon } from 'lucide-react';
import { use } from 'react';
import { Link } from 'react-router-dom';
import { localizedPath } from '@shared/i18n/visitor-paths';
import { FREE_PLAN_LIMITS } from '@shared/plans';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { fill, VisitorLocaleContext } from '@/lib/visitor-words';
import { useLandingWords } from '../landing-words';

export function HeroSection() {
  const words = useLandingWords();
  const locale = use(VisitorLocaleContext);
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-honey-100 to-stone-50 px-4 py-16 md:py-24">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-honey-900 shadow-sm">
          <Hexagon aria-hidden="true" className="size-4 fill-honey-400 text-honey-700" />
          {words['hero.badge']}
        </p>
        <h1
          id="hero-title"
          className="max-w-3xl text-4xl font-bold tracking-tight text-stone-900 md:text-5xl md:leading-tight"
        >
          {words['hero.title']}
        </h1>
        <p className="max-w-2xl text-lg text-stone-700">{words['hero.intro']}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={paths.auth.login.getHref({ tab: 'signUp' })} className={buttonVariants({ size: 'lg' })}>
            {words.createAccount}
          </Link>
          <Link to={paths.auth.login.getHref()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {words.signIn}
          </Link>
          <Link
            to={localizedPath(paths.pricing.getHref(), locale)}
            className={buttonVariants({ variant: 'link', size: 'lg' })}
          >
            {words.seePricing}
          </Link>
        </div>
        <p className="text-sm text-stone-700">
          {fill(words['hero.freeLimits'], { hives: FREE_PLAN_LIMITS.hives, apiaries: FREE_PLAN_LIMITS.apiaries })}
        </p>
      </div>
    </section>
  );
}
