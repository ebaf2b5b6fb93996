import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** HiveKeeper's mark: a honeycomb cell around a brood cell (the same drawing as the favicon). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8 shrink-0', className)}>
      <path fill="#f59e0b" d="M16 2l12 7v14l-12 7-12-7V9z" />
      <path fill="#78350f" d="M16 9l6 3.5v7L16 23l-6-3.5v-7z" />
    </svg>
  );
}

interface BrandProps {
  className?: string;
  /** The name left to screen readers under 640px, where a header has little room. */
  markOnlyOnPhones?: boolean;
  /** Home in the page's language (a visitor's `/de`); the dashboard or the landing page by default. */
  home?: string;
}

/** The HiveKeeper name and mark, linking home (the dashboard when signed in, the landing page otherwise). */
export function Brand({ className, markOnlyOnPhones = false, home = paths.home.getHref() }: BrandProps) {
  return (
    <Link to={home} className={cn('inline-flex items-center gap-2 rounded-md text-lg font-bold text-brood', className)}>
      <BrandMark />
      {/* A name: the same in every language. */}
      <span translate="no" className={cn(markOnlyOnPhones && 'sr-only sm:not-sr-only')}>
        HiveKeeper
      </span>
    </Link>
  );
}
