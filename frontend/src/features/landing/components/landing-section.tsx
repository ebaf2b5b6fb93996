import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface LandingSectionProps {
  /** The section's anchor (`#features`, `#feedback`); its heading's id is derived from it. */
  id: string;
  title: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One band of the landing page: an h2 that names the section for screen readers, an intro and the content. */
export function LandingSection({ id, title, intro, className, children }: LandingSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('scroll-mt-20 px-4 py-14 md:py-20', className)}>
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <div className="flex max-w-2xl flex-col gap-3">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-stone-900 md:text-3xl">
            {title}
          </h2>
          {intro && <p className="text-base text-stone-700 md:text-lg">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
