import type { ReactNode } from 'react';

/** A titled card of a settings-like page (the profile, the team): its h2 names the region. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-6 max-sm:p-4"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
