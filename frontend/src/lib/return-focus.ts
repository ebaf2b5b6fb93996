import type { RefObject } from 'react';

/**
 * For a dialog opened from a button that isn't its Radix trigger (the button decides which dialog to open): the
 * `onCloseAutoFocus` handler that puts keyboard focus back on that button when the dialog closes.
 */
export function returnFocusTo(target: RefObject<HTMLElement | null> | undefined) {
  return (event: Event) => {
    if (!target?.current) return;
    event.preventDefault();
    target.current.focus();
  };
}

/**
 * For a record about to be removed from its list: a function that, once the record's list item is gone and focus
 * has fallen to the page, puts focus on the next item, else the previous one, else (the list is empty now) the
 * page's heading. Call it while the item is still in the list; the list's items must be focusable (`CardGrid`'s are).
 */
export function focusAfterRemoval(element: HTMLElement | null): () => void {
  const item = element?.closest('li');
  const neighbours = [item?.nextElementSibling, item?.previousElementSibling];
  return () => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const candidates = [...neighbours, document.querySelector('main h1'), document.querySelector('main')];
    for (const candidate of candidates) {
      if (!(candidate instanceof HTMLElement) || !candidate.isConnected) continue;
      candidate.focus();
      if (document.activeElement === candidate) return;
    }
  };
}
