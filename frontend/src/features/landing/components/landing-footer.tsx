import { Hexagon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const linkClass = 'rounded-sm text-stone-700 underline-offset-4 hover:text-stone-900 hover:underline';

export function LandingFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-stone-200 bg-white px-4 py-8">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 text-sm md:flex-row md:items-center md:justify-between">
        {/* The year the page was prerendered may be last year's on a visitor's New Year's Day. */}
        <p className="flex items-center gap-2 text-stone-700" suppressHydrationWarning>
          <Hexagon aria-hidden="true" className="size-4 fill-honey-400 text-honey-700" />© {year} HiveKeeper
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <a href="#features" className={linkClass}>
                Features
              </a>
            </li>
            <li>
              <Link to={paths.pricing.getHref()} className={linkClass}>
                Pricing
              </Link>
            </li>
            <li>
              <a href="#feedback" className={linkClass}>
                Feedback
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
