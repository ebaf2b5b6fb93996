import { Hexagon } from 'lucide-react';
import { use } from 'react';
import { Link } from 'react-router-dom';
import { localizedPath } from '@shared/i18n/visitor-paths';
import { VisitorLanguageLinks } from '@/components/visitor-language-links';
import { paths } from '@/config/paths';
import { VisitorLocaleContext } from '@/lib/visitor-words';
import { useLandingWords } from '../landing-words';

const linkClass = 'rounded-sm text-stone-700 underline-offset-4 hover:text-stone-900 hover:underline';

export function LandingFooter() {
  const words = useLandingWords();
  const locale = use(VisitorLocaleContext);
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-stone-200 bg-white px-4 py-8">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 text-sm md:flex-row md:items-center md:justify-between">
        {/* The year the page was prerendered may be last year's on a visitor's New Year's Day. */}
        <p className="flex items-center gap-2 text-stone-700" suppressHydrationWarning>
          <Hexagon aria-hidden="true" className="size-4 fill-honey-400 text-honey-700" />© {year} HiveKeeper
        </p>
        <nav aria-label={words['footer.nav']}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <a href="#features" className={linkClass}>
                {words['footer.features']}
              </a>
            </li>
            <li>
              <Link to={localizedPath(paths.pricing.getHref(), locale)} className={linkClass}>
                {words['footer.pricing']}
              </Link>
            </li>
            <li>
              <a href="#feedback" className={linkClass}>
                {words['footer.feedback']}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="mx-auto mt-4 max-w-6xl">
        <VisitorLanguageLinks page={paths.home.getHref()} />
      </div>
    </footer>
  );
}
