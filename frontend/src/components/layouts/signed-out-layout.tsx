import { Link, NavLink } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { Brand } from './brand';
import { MainOutlet, SkipLink } from './landmarks';

const SIGNED_OUT_MENU = [
  { label: 'Home', to: paths.home.getHref() },
  { label: 'Pricing', to: paths.pricing.getHref() },
] as const;

/**
 * What a visitor sees around the landing page, pricing and the 404 and Authentication Required screens: the brand,
 * the signed-out menu (spec section 2: Home, Pricing) and the way in. Kept free of Radix and Amplify, since it is
 * part of the landing page's bundle.
 */
export function SignedOutLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
        {/* One row down to 360px: on phones the brand shows its mark only and the links sit closer together. */}
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:gap-6 sm:px-4 md:px-8">
          <Brand markOnlyOnPhones className="shrink-0" />
          <nav aria-label="Main">
            <ul className="flex items-center">
              {SIGNED_OUT_MENU.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end
                    className={({ isActive }) =>
                      cn(
                        'rounded-md px-1.5 py-2 text-sm font-medium whitespace-nowrap hover:bg-honey-50 hover:text-honey-900 sm:px-3',
                        isActive ? 'text-honey-800' : 'text-stone-700',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <Link to={paths.auth.login.getHref()} className={buttonVariants({ variant: 'ghost', size: 'compact' })}>
              Sign In
            </Link>
            <Link to={paths.auth.login.getHref({ tab: 'signUp' })} className={buttonVariants({ size: 'compact' })}>
              Create Account
            </Link>
          </div>
        </div>
      </header>
      <MainOutlet className="flex-1" />
    </div>
  );
}
