import { useEffect, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_RECORD_PLURALS, SEARCH_RECORD_TYPES, searchedKinds } from '@shared/domain/search';
import type { SearchResult } from '@shared/schemas/search';
import { paths } from '@/config/paths';
import { useSettledValue } from '@/hooks/use-settled-value';
import { cn } from '@/lib/cn';
import { useSearchRecords } from '../api/search-records';
import { rememberOpened } from '../utils/recent-results';
import { titleWithDay } from './result-day';

/** The box hands each key pressed in it to the results; answers whether the results used it. */
export type ResultKeys = (key: string) => boolean;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The line under a result's title: the matched text, unless the title already says it (a hive found by its name),
 * then what kind of record it is, so the second line never repeats the first.
 */
export function subtitleOf(result: SearchResult): string {
  const snippet = result.snippet.trim();
  if (snippet !== '' && !result.title.toLowerCase().includes(snippet.toLowerCase())) return snippet;
  return capitalized(result.type);
}

/**
 * Where a result opens: the hive's page, the apiary's hives, the inspection in its hive's inspections, the treatment
 * in its hive's treatments, the task in the schedule.
 */
export function hrefOf(result: SearchResult): string {
  switch (result.type) {
    case 'hive':
      return paths.app.hive.getHref(result.id);
    case 'apiary':
      return paths.app.hives.getHref({ apiaryId: result.id });
    case 'inspection':
      return paths.app.inspections.getHref({ hiveId: result.hiveId ?? undefined });
    case 'treatment':
      return paths.app.treatments.getHref({ hiveId: result.hiveId ?? undefined });
    case 'task':
      return paths.app.schedule.getHref();
  }
}

interface SearchPopoverProps {
  query: string;
  /** The records the beekeeper last opened from the search, offered while nothing is typed. */
  recent: SearchResult[];
  /** Whose recent records an opened one joins. */
  userId: string | undefined;
  listId: string;
  keysRef: RefObject<ResultKeys | null>;
  /** The option the arrow keys are on (for the box's `aria-activedescendant`), and whether a list is shown. */
  onActiveChange: (optionId: string | undefined) => void;
  /** A result was opened: the box clears and closes. */
  onOpened: () => void;
}

/** The results under the header's search box, grouped by record, best first within each group. */
export function SearchPopover({
  query,
  recent,
  userId,
  listId,
  keysRef,
  onActiveChange,
  onOpened,
}: SearchPopoverProps) {
  const navigate = useNavigate();
  const settled = useSettledValue(query.trim());
  const search = useSearchRecords(settled);
  const { data } = search;
  const showingRecent = query.trim() === '';
  const isError = !showingRecent && search.isError;
  const groups = useMemo(
    () =>
      showingRecent
        ? [{ key: 'recent', label: 'Recent', results: recent }]
        : SEARCH_RECORD_TYPES.map((type) => ({
            key: type,
            label: capitalized(SEARCH_RECORD_PLURALS[type]),
            results: (data ?? []).filter((result) => result.type === type),
          })).filter((group) => group.results.length > 0),
    [data, recent, showingRecent],
  );
  // In the order shown, so the arrow keys go down the groups.
  const results = useMemo(() => groups.flatMap((group) => group.results), [groups]);
  // The arrow keys' place, in the results it was moved in: new results start again at the first.
  const [moved, setMoved] = useState<{ in: SearchResult[]; index: number }>({ in: [], index: 0 });
  const active = moved.in === results ? moved.index : 0;
  const setActive = (index: number) => setMoved({ in: results, index });
  const optionId = (index: number) => `${listId}-option-${index}`;
  const hasList = !isError && results.length > 0;
  useEffect(() => onActiveChange(hasList ? optionId(active) : undefined));
  useEffect(() => () => onActiveChange(undefined), [onActiveChange]);

  const open = (result: SearchResult) => {
    if (userId) rememberOpened(userId, result);
    void navigate(hrefOf(result));
    onOpened();
  };
  useLayoutEffect(() => {
    keysRef.current = (key) => {
      if (!hasList) return false;
      if (key === 'ArrowDown') setActive((active + 1) % results.length);
      else if (key === 'ArrowUp') setActive((active - 1 + results.length) % results.length);
      else if (key === 'Home') setActive(0);
      else if (key === 'End') setActive(results.length - 1);
      else if (key === 'Enter') {
        const result = results[active];
        if (result) open(result);
      } else return false;
      return true;
    };
    return () => {
      keysRef.current = null;
    };
  });

  const now = new Date();
  let index = 0;
  return (
    <div className="fixed inset-x-2 top-16 z-30 max-h-[70vh] overflow-y-auto rounded-md border border-stone-200 bg-white p-2 shadow-lg md:absolute md:inset-x-auto md:top-full md:left-0 md:mt-1 md:w-[28rem]">
      {isError ? (
        <p role="alert" className="px-2 py-3 text-sm text-red-700">
          Search failed. Check your connection and try again.
        </p>
      ) : !showingRecent && (search.isPending || settled === '') ? (
        <p role="status" className="px-2 py-3 text-sm text-stone-600">
          Searching…
        </p>
      ) : results.length === 0 ? (
        <p role="status" className="px-2 py-3 text-sm text-stone-600">
          No {searchedKinds('or')} match “{settled}”.
        </p>
      ) : (
        <div id={listId} role="listbox" aria-label="Search results">
          {groups.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`} className="py-1">
              <div
                id={`${listId}-${group.key}`}
                role="presentation"
                className="px-2 py-1 text-xs font-semibold tracking-wide text-stone-600 uppercase"
              >
                {group.label}
              </div>
              {group.results.map((result) => {
                const position = index++;
                return (
                  <div
                    key={result.id}
                    id={optionId(position)}
                    role="option"
                    aria-selected={position === active}
                    // Keeps focus in the box, so the click lands on the option.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(position)}
                    onClick={() => open(result)}
                    className={cn(
                      'cursor-pointer rounded px-2 py-1.5',
                      position === active ? 'bg-honey-100 text-stone-900' : 'text-stone-800',
                    )}
                  >
                    <span className="block truncate text-sm font-medium">{titleWithDay(result, now)}</span>
                    <span className="block truncate text-xs text-stone-600">{subtitleOf(result)}</span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
