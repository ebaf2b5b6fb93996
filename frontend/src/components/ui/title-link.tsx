import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A record's name in a card's heading, linking to the record's own page: the card's one link, so the keyboard
 * stops at it and at the card's buttons, never at the whole card.
 */
export function TitleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="rounded-sm underline-offset-4 hover:text-honey-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-honey-700"
    >
      {children}
    </Link>
  );
}
