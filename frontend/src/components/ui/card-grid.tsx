import type { ReactNode } from 'react';

/** The columns of a screen's cards: one on phones, two from 768px, three on wide screens. */
export const cardGridClass = 'grid gap-4 md:grid-cols-2 xl:grid-cols-3';

interface CardGridProps<Item extends { id: string }> {
  /** Names the list for screen readers: "Hives". */
  label: string;
  items: readonly Item[];
  children: (item: Item) => ReactNode;
}

/** A screen's records as a grid of cards, one list item each. */
export function CardGrid<Item extends { id: string }>({ label, items, children }: CardGridProps<Item>) {
  return (
    <ul aria-label={label} className={cardGridClass}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
