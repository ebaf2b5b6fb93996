import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface ExternalLinkProps {
  href: `https://${string}`;
  children: ReactNode;
  /** "(opens in a new tab)" in the language shown, for screen readers. */
  newTabNote: string;
  className?: string;
}

/**
 * A link to another site: it opens in a new tab without giving that site a handle on HiveKeeper's window
 * (`noopener`) or the page it came from (`noreferrer`), and says so to screen readers as it does to the eye.
 */
export function ExternalLink({ href, children, newTabNote, className }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-sm font-medium text-honey-800 underline underline-offset-4 hover:text-honey-900',
        className,
      )}
    >
      {children} <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">{newTabNote}</span>
    </a>
  );
}
