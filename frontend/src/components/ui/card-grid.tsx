import type { ReactNode } from 'react';

/**
 * The columns of a screen's cards: one on phones, two from 768px, three on wide screens. Columns are
 * `minmax(0, 1fr)`, so a card never widens its column (a name without spaces wraps inside the card instead).
 */
export const cardGridClass = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';

interface CardGridProps<Item extends { id: string }> {
  /** Names the list for screen readers: "Hives". */
  label: string;
  items: readonly Item[];
  children: (item: Item) => ReactNode;
}

/**
 * A screen's records as a grid of cards, one list item each. An item can take focus from code (not from Tab), so
 * focus lands on the next card when one is deleted.
 */
export function CardGrid<Item extends { id: string }>({ label, items, children }: CardGridProps<Item>) {
  return (
    <ul aria-label={label} className={cardGridClass}>
      {items.map((item) => (
        <li key={item.id} tabIndex={-1} className="min-w-0 rounded-lg">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
