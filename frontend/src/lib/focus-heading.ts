/**
 * Focus for a page the app opened on its own (after signing in): keyboard and screen-reader users start at the
 * page's main heading, not at the top of the document. The heading may arrive later than the navigation (lazy
 * chunks, the signed-in frame), so this waits for it.
 */
const MAIN_HEADING = 'main h1';
const GIVE_UP_AFTER_MS = 10_000;

let stopWaiting: (() => void) | undefined;

/** Focuses the next page's main heading as soon as it is shown (the latest call wins). */
export function focusMainHeadingWhenShown(): void {
  stopWaiting?.();
  // The page being left is still on screen, and changes as it goes (a button says "Signing in..."): its heading is
  // never the one to focus.
  const leaving = document.querySelector(MAIN_HEADING);
  const focus = (): boolean => {
    const heading = document.querySelector<HTMLElement>(MAIN_HEADING);
    if (!heading || heading === leaving) return false;
    // Headings aren't focusable by themselves; -1 lets a script focus them without adding a Tab stop.
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
    return true;
  };
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = window.setTimeout(() => stop(), GIVE_UP_AFTER_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    if (stopWaiting === stop) stopWaiting = undefined;
  };
  stopWaiting = stop;
  observer.observe(document.body, { childList: true, subtree: true });
}
