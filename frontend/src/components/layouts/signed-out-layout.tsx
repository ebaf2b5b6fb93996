import { Link, NavLink } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Brand } from './brand';
import { MainOutlet, SkipLink } from './landmarks';

const SIGNED_OUT_MENU = [
  { label: 'Home', to: '/' },
  { label: 'Pricing', to: '/pricing' },
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
        <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2 md:px-8">
          <Brand />
          <nav aria-label="Main">
            <ul className="flex items-center gap-1">
              {SIGNED_OUT_MENU.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end
                    className={({ isActive }) =>
                      cn(
                        'rounded-md px-3 py-2 text-sm font-medium hover:bg-honey-50 hover:text-honey-900',
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
          <div className="ml-auto flex items-center gap-2">
            <Link to="/login" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
              Sign In
            </Link>
            <Link to="/login?tab=signUp" className={buttonVariants({ size: 'sm' })}>
              Create Account
            </Link>
          </div>
        </div>
      </header>
      <MainOutlet className="flex-1" />
    </div>
  );
}
