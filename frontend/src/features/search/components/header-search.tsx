import { Search } from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { SEARCH_QUERY } from '@shared/domain/search';
import type { ResultKeys } from './search-popover';

// The results' code (grouping, keys, navigation) loads the first time the box gets focus: the header is on every page.
const loadPopover = () => import('./search-popover');
const SearchPopover = lazy(() => loadPopover().then((module) => ({ default: module.SearchPopover })));

/** Whether a key press happens while typing somewhere, where '/' is a character and not the search shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Ctrl+K (⌘K on a Mac) anywhere, or '/' when not typing in a field, focuses the search box. */
function useSearchShortcut(focus: () => void) {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const shortcut =
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') ||
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target));
      if (!shortcut) return;
      event.preventDefault();
      focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [focus]);
}

/**
 * The header's search box (spec section 2): the beekeeper's hives, apiaries, inspections, treatments and tasks by
 * any word, results grouped by record in a popover under the box. A combobox: arrow keys move through the results, Enter opens
 * one, Escape closes them; Ctrl+K or '/' focuses the box.
 */
export function HeaderSearch() {
  const inputRef = useRef<HTMLInputElement>(null);
  const keysRef = useRef<ResultKeys | null>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activated, setActivated] = useState(false);
  const [activeId, setActiveId] = useState<string | undefined>();
  const listId = useId();
  const focusBox = useCallback(() => inputRef.current?.focus(), []);
  useSearchShortcut(focusBox);

  const showing = activated && open && query.trim() !== '';
  // Expanded while a list of results is shown (the results name their active option when there is one).
  const expanded = showing && activeId !== undefined;
  const close = () => {
    setOpen(false);
    setActiveId(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (showing) event.preventDefault();
      close();
      return;
    }
    if (!showing && event.key === 'ArrowDown') setOpen(true);
    if (showing && keysRef.current?.(event.key)) event.preventDefault();
  };
  // Closes when focus leaves the box and its results (a click on a result lands inside and keeps them open).
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };
  const opened = () => {
    setQuery('');
    close();
    inputRef.current?.blur();
  };

  return (
    <div role="search" className="relative max-w-sm min-w-0 flex-1" onBlur={onBlur}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
      />
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        aria-label="Search hives, apiaries, inspections, treatments and tasks"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded ? activeId : undefined}
        aria-keyshortcuts="Control+K /"
        placeholder="Search…"
        autoComplete="off"
        maxLength={SEARCH_QUERY.maxLength}
        value={query}
        onFocus={() => {
          setActivated(true);
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-md border border-stone-300 bg-white pr-3 pl-9 text-sm text-stone-900 placeholder:text-stone-500 focus:border-honey-500 focus:ring-2 focus:ring-honey-300 focus:outline-none"
      />
      {showing && (
        <Suspense
          fallback={
            <p
              role="status"
              className="absolute top-full left-0 mt-1 rounded-md border border-stone-200 bg-white px-4 py-3 text-sm text-stone-600 shadow-lg"
            >
              Searching…
            </p>
          }
        >
          <SearchPopover
            query={query}
            listId={listId}
            keysRef={keysRef}
            onActiveChange={setActiveId}
            onOpened={opened}
          />
        </Suspense>
      )}
    </div>
  );
}
