import { Suspense } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import signedOutSource from '@shared/i18n/catalogs/signed-out/en-US.json';
import type { Locale } from '@shared/i18n/locales';
import { localizedPath } from '@shared/i18n/visitor-paths';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { visitorCatalogue, VisitorLocaleContext } from '@/lib/visitor-catalogue';
import { visitorFrameLocale } from '@/lib/visitor-frame-locale';
import { Brand } from './brand';
import { MainOutlet, SkipLink } from './landmarks';

/** The frame's words in the visitor's language (`shared/i18n/catalogs/signed-out`). */
const useSignedOutWords = visitorCatalogue('signed-out', signedOutSource);

/**
 * What a visitor sees around the landing page, pricing and the 404 and Authentication Required screens: the brand,
 * the signed-out menu (spec section 2: Home, Pricing) and the way in, in the language of the page
 * (visitorFrameLocale). Kept free of Radix, Amplify and Lingui, since it is part of the landing page's bundle.
 */
export function SignedOutLayout() {
  const locale = visitorFrameLocale(useLocation().pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
        {/* One row down to 360px in English: on phones the brand shows its mark only and the links sit closer
            together. Longer words ("Konto erstellen", "Strona główna") take the way in to a second row, never the
            page sideways. */}
        <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-0.5 gap-y-1 px-2 py-2 sm:gap-x-6 sm:px-4 md:px-8">
          <Brand markOnlyOnPhones className="shrink-0" home={localizedPath(paths.home.getHref(), locale)} />
          {/* Another language's words are a chunk: the brand stays while they download. */}
          <Suspense fallback={null}>
            <VisitorLocaleContext value={locale}>
              <SignedOutMenu locale={locale} />
            </VisitorLocaleContext>
          </Suspense>
        </div>
      </header>
      <MainOutlet className="flex-1" />
    </div>
  );
}

function SignedOutMenu({ locale }: { locale: Locale }) {
  const words = useSignedOutWords();
  const menu = [
    { label: words.home, to: localizedPath(paths.home.getHref(), locale) },
    { label: words.pricing, to: localizedPath(paths.pricing.getHref(), locale) },
  ];
  return (
    <>
      <nav aria-label={words.menu}>
        <ul className="flex items-center">
          {menu.map((item) => (
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
      <div className="ml-auto flex items-center gap-0.5 sm:gap-2">
        <Link to={paths.auth.login.getHref()} className={buttonVariants({ variant: 'ghost', size: 'compact' })}>
          {words.signIn}
        </Link>
        <Link to={paths.auth.login.getHref({ tab: 'signUp' })} className={buttonVariants({ size: 'compact' })}>
          {words.createAccount}
        </Link>
      </div>
    </>
  );
}
