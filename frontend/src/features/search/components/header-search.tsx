import { Search, X } from 'lucide-react';
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
import { LaunchedDialogContext } from '@/components/add-record-button';
import { useStartUpgrade } from '@/components/start-upgrade';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/catalog';
import type { SearchResult } from '@shared/schemas/search';
import type { PaletteAction } from '../utils/palette-actions';
import { recentResults } from '../utils/recent-results';
import { searchMessages } from '../messages';
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

// One empty list, not a new one each render: the results keep the arrow keys' place while the list stays the same.
const NO_ACTIONS: readonly PaletteAction[] = [];

// A launched dialog has no button to give focus back to: it stays where the dialog leaves it.
const NO_RETURN_FOCUS = { current: null };

/**
 * The header's search box (spec section 2), and under 768px a search button that opens it as a full-screen sheet
 * (the box would squeeze the account button off a phone's header): the beekeeper's hives, apiaries, inspections,
 * treatments and tasks by any word, results grouped by record in a popover under the box; before anything is typed,
 * the few records last opened from it (kept in this browser per beekeeper). Also a palette of `actions` (New
 * inspection, Log treatment...), all of them above the recent records, those matching the words typed above the
 * results: running one opens its form, or for one that needs Pro the beekeeper lacks, the way to pay for Pro. A
 * combobox: arrow keys move through actions and results, Enter runs or opens one, Escape closes them and clears the
 * box (and closes the sheet); Ctrl+K or '/' focuses it.
 */
export function HeaderSearch({
  userId,
  actions = NO_ACTIONS,
}: {
  userId?: string | undefined;
  actions?: readonly PaletteAction[];
}) {
  const t = useMessages(searchMessages);
  const inputRef = useRef<HTMLInputElement>(null);
  const keysRef = useRef<ResultKeys | null>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activated, setActivated] = useState(false);
  // Read when the box gets focus: what the beekeeper opened last, offered before they type.
  const [recent, setRecent] = useState<SearchResult[]>([]);
  const [activeId, setActiveId] = useState<string | undefined>();
  // On a phone the box shows only in the sheet; from 768px the sheet's classes don't apply.
  const [sheetOpen, setSheetOpen] = useState(false);
  // The action last run, its dialog open until the beekeeper closes it.
  const [launched, setLaunched] = useState<{ action: PaletteAction; open: boolean } | null>(null);
  const startUpgrade = useStartUpgrade();
  const listId = useId();
  const focusBox = useCallback(() => {
    setSheetOpen(true);
    inputRef.current?.focus();
  }, []);
  useSearchShortcut(focusBox);
  // A phone's box is hidden until the sheet shows it: it can take focus only then.
  useEffect(() => {
    if (sheetOpen) inputRef.current?.focus();
  }, [sheetOpen]);

  const showing = activated && open && (query.trim() !== '' || recent.length > 0 || actions.length > 0);
  // Expanded while a list of results is shown (the results name their active option when there is one).
  const expanded = showing && activeId !== undefined;
  const close = () => {
    setOpen(false);
    setActiveId(undefined);
  };
  const closeSheet = () => {
    setQuery('');
    close();
    setSheetOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape starts afresh: the next search is not appended to the old words.
    if (event.key === 'Escape') {
      if (showing || query !== '' || sheetOpen) event.preventDefault();
      closeSheet();
      return;
    }
    if (!showing && event.key === 'ArrowDown') setOpen(true);
    if (showing && keysRef.current?.(event.key)) event.preventDefault();
  };
  // Closes when focus leaves the box and its results (a click on a result lands inside and keeps them open).
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      close();
      setSheetOpen(false);
    }
  };
  const opened = () => {
    closeSheet();
    inputRef.current?.blur();
  };
  const runAction = (action: PaletteAction) => {
    opened();
    if (action.needsPro) startUpgrade();
    else setLaunched({ action, open: true });
  };

  return (
    <>
      <button
        type="button"
        aria-label={t('open')}
        aria-keyshortcuts="Control+K /"
        onClick={() => setSheetOpen(true)}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 md:hidden"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      <div
        role="search"
        // Taps on the sheet's empty space land on it, not on the page: the sheet stays open.
        tabIndex={-1}
        onBlur={onBlur}
        className={cn(
          'relative max-w-sm min-w-0 flex-1 outline-none md:block',
          sheetOpen ? 'max-md:fixed max-md:inset-0 max-md:z-50 max-md:max-w-none max-md:bg-white' : 'max-md:hidden',
        )}
      >
        <div className="relative flex items-center gap-2 max-md:h-16 max-md:border-b max-md:border-stone-200 max-md:px-2">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500 max-md:left-5"
          />
          <input
            ref={inputRef}
            type="search"
            role="combobox"
            aria-label={t('box.label')}
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={expanded ? activeId : undefined}
            aria-keyshortcuts="Control+K /"
            placeholder={t('box.placeholder')}
            autoComplete="off"
            maxLength={SEARCH_QUERY.maxLength}
            value={query}
            onFocus={() => {
              if (userId) setRecent(recentResults(userId));
              setActivated(true);
              setOpen(true);
            }}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            className="h-10 w-full min-w-0 rounded-md border border-stone-300 bg-white pr-3 pl-9 text-sm text-stone-900 placeholder:text-stone-500 focus:border-honey-500 focus:ring-2 focus:ring-honey-300 focus:outline-none max-md:h-11 max-md:text-base"
          />
          <button
            type="button"
            aria-label={t('box.close')}
            onClick={closeSheet}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 md:hidden"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {showing && (
          <Suspense
            fallback={
              <p
                role="status"
                className="absolute top-full left-0 mt-1 rounded-md border border-stone-200 bg-white px-4 py-3 text-sm text-stone-600 shadow-lg max-md:top-16 max-md:left-2"
              >
                {t('searching')}
              </p>
            }
          >
            <SearchPopover
              query={query}
              recent={recent}
              userId={userId}
              listId={listId}
              keysRef={keysRef}
              onActiveChange={setActiveId}
              onOpened={opened}
              actions={actions}
              onRunAction={runAction}
            />
          </Suspense>
        )}
      </div>
      {launched && (
        <LaunchedDialogContext
          key={launched.action.id}
          value={{
            open: launched.open,
            onOpenChange: (open) => setLaunched({ ...launched, open }),
            returnFocus: NO_RETURN_FOCUS,
          }}
        >
          {launched.action.launcher}
        </LaunchedDialogContext>
      )}
    </>
  );
}
