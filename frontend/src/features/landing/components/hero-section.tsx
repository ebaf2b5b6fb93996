import { Hexagon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { countOf } from '@shared/count-of';
import { FREE_PLAN_LIMITS } from '@shared/plans';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-honey-100 to-stone-50 px-4 py-16 md:py-24">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-honey-900 shadow-sm">
          <Hexagon aria-hidden="true" className="size-4 fill-honey-400 text-honey-700" />
          For hobbyist and commercial beekeepers
        </p>
        <h1
          id="hero-title"
          className="max-w-3xl text-4xl font-bold tracking-tight text-stone-900 md:text-5xl md:leading-tight"
        >
          Every hive, every inspection, one clear record.
        </h1>
        <p className="max-w-2xl text-lg text-stone-700">
          HiveKeeper keeps your apiaries, hives, inspections, treatments, harvests and finances in one place, reminds
          you what is due, and tells you when the weather suits hive work.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={paths.auth.login.getHref({ tab: 'signUp' })} className={buttonVariants({ size: 'lg' })}>
            Create Account
          </Link>
          <Link to={paths.auth.login.getHref()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Sign In
          </Link>
          <Link to={paths.pricing.getHref()} className={buttonVariants({ variant: 'link', size: 'lg' })}>
            See pricing
          </Link>
        </div>
        <p className="text-sm text-stone-700">
          Free for up to {countOf(FREE_PLAN_LIMITS.hives, 'hive', 'hives')} and{' '}
          {countOf(FREE_PLAN_LIMITS.apiaries, 'apiary', 'apiaries')}. No card needed.
        </p>
      </div>
    </section>
  );
}
