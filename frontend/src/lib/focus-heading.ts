/**
 * Focus for a page the app opened on its own (after signing in): keyboard and screen-reader users start at the
 * page's main heading, not at the top of the document. The heading may arrive later than the navigation (lazy
 * chunks, the signed-in frame), and may be drawn twice (a screen's loading heading, then the screen's own), so this
 * waits for it and follows it until the beekeeper does something or the page has settled.
 */
const MAIN_HEADING = 'main h1';
const FOLLOW_FOR_MS = 10_000;
const BEEKEEPER_ACTS = ['keydown', 'pointerdown'] as const;

let stopWaiting: (() => void) | undefined;

/** Focuses the next page's main heading as soon as it is shown (the latest call wins). */
export function focusMainHeadingWhenShown(): void {
  stopWaiting?.();
  // The page being left is still on screen, and changes as it goes (a button says "Signing in..."): its heading is
  // never the one to focus.
  const leaving = document.querySelector(MAIN_HEADING);
  let focused: HTMLElement | undefined;
  const focus = () => {
    const heading = document.querySelector<HTMLElement>(MAIN_HEADING);
    if (!heading || heading === leaving || heading === focused) return;
    // Once a heading had focus, a new one takes it only when focus fell with the old one (the screen replaced it).
    if (focused && document.activeElement !== document.body) return;
    // Headings aren't focusable by themselves; -1 lets a script focus them without adding a Tab stop.
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
    focused = heading;
  };
  const observer = new MutationObserver(focus);
  const timer = window.setTimeout(() => stop(), FOLLOW_FOR_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const event of BEEKEEPER_ACTS) document.removeEventListener(event, stop, true);
    if (stopWaiting === stop) stopWaiting = undefined;
  };
  stopWaiting = stop;
  for (const event of BEEKEEPER_ACTS) document.addEventListener(event, stop, true);
  observer.observe(document.body, { childList: true, subtree: true });
}
