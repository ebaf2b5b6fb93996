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
