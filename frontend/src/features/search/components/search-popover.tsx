import { useEffect, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_RECORD_TYPES } from '@shared/domain/search';
import type { SearchResult } from '@shared/schemas/search';
import { paths } from '@/config/paths';
import { useSettledValue } from '@/hooks/use-settled-value';
import { cn } from '@/lib/cn';
import { useMessages, type Translate } from '@/lib/i18n/catalog';
import { ProBadge } from '@/components/pro-badge';
import { useSearchRecords } from '../api/search-records';
import { actionsMatching, type PaletteAction } from '../utils/palette-actions';
import { rememberOpened } from '../utils/recent-results';
import { searchMessages, type SearchKey } from '../messages';
import { dayInWords } from './result-day';

/** The box hands each key pressed in it to the results; answers whether the results used it. */
export type ResultKeys = (key: string) => boolean;

/**
 * The line under a result's title: the matched text, unless the title already says it (a hive found by its name),
 * then what kind of record it is, so the second line never repeats the first.
 */
export function subtitleOf(result: SearchResult, t: Translate<SearchKey>): { text: string; ownWords: boolean } {
  const snippet = result.snippet.trim();
  if (snippet !== '' && !result.title.toLowerCase().includes(snippet.toLowerCase())) {
    return { text: snippet, ownWords: true };
  }
  return { text: t(`type.${result.type}`), ownWords: false };
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

/** A line of the palette: an action to run or a record to open. */
type PaletteEntry =
  { key: string; action: PaletteAction; result?: never } | { key: string; result: SearchResult; action?: never };

interface PaletteGroup {
  key: string;
  label: string;
  entries: PaletteEntry[];
}

const resultEntries = (results: SearchResult[]): PaletteEntry[] =>
  results.map((result) => ({ key: `${result.type}-${result.id}`, result }));

interface SearchPopoverProps {
  query: string;
  /** The records the beekeeper last opened from the search, offered while nothing is typed. */
  recent: SearchResult[];
  /** What the palette offers to do, those the query asks for listed above the records. */
  actions: readonly PaletteAction[];
  /** Whose recent records an opened one joins. */
  userId: string | undefined;
  listId: string;
  keysRef: RefObject<ResultKeys | null>;
  /** The option the arrow keys are on (for the box's `aria-activedescendant`), and whether a list is shown. */
  onActiveChange: (optionId: string | undefined) => void;
  /** A result was opened: the box clears and closes. */
  onOpened: () => void;
  /** An action was chosen: the box clears and closes, and the action runs. */
  onRunAction: (action: PaletteAction) => void;
}

/**
 * The header search's palette: the actions the query asks for, then the results grouped by record, best first within
 * each group (before anything is typed, every action and the records last opened).
 */
export function SearchPopover({
  query,
  recent,
  actions,
  userId,
  listId,
  keysRef,
  onActiveChange,
  onOpened,
  onRunAction,
}: SearchPopoverProps) {
  const t = useMessages(searchMessages);
  const navigate = useNavigate();
  const settled = useSettledValue(query.trim());
  const search = useSearchRecords(settled);
  const { data } = search;
  const showingRecent = query.trim() === '';
  const isError = !showingRecent && search.isError;
  const searching = !showingRecent && !isError && (search.isPending || settled === '');
  const matchingActions = useMemo(() => actionsMatching(actions, query), [actions, query]);
  const groups = useMemo(() => {
    const actionGroup: PaletteGroup = {
      key: 'actions',
      label: t('group.actions'),
      entries: matchingActions.map((action) => ({ key: `action-${action.id}`, action })),
    };
    const resultGroups: PaletteGroup[] = showingRecent
      ? [{ key: 'recent', label: t('group.recent'), entries: resultEntries(recent) }]
      : isError || searching
        ? []
        : SEARCH_RECORD_TYPES.map((type) => ({
            key: type,
            label: t(`group.${type}`),
            entries: resultEntries((data ?? []).filter((result) => result.type === type)),
          }));
    return [actionGroup, ...resultGroups].filter((group) => group.entries.length > 0);
  }, [matchingActions, data, recent, showingRecent, isError, searching, t]);
  // In the order shown, so the arrow keys go down the groups.
  const entries = useMemo(() => groups.flatMap((group) => group.entries), [groups]);
  const foundRecords = groups.some((group) => group.key !== 'actions');
  // The arrow keys' place, in the entries it was moved in: new entries start again at the first.
  const [moved, setMoved] = useState<{ in: PaletteEntry[]; index: number }>({ in: [], index: 0 });
  const active = moved.in === entries ? moved.index : 0;
  const setActive = (index: number) => setMoved({ in: entries, index });
  const optionId = (index: number) => `${listId}-option-${index}`;
  const hasList = entries.length > 0;
  useEffect(() => onActiveChange(hasList ? optionId(active) : undefined));
  useEffect(() => () => onActiveChange(undefined), [onActiveChange]);

  const run = (entry: PaletteEntry) => {
    if (entry.action) {
      onRunAction(entry.action);
      return;
    }
    if (userId) rememberOpened(userId, entry.result);
    void navigate(hrefOf(entry.result));
    onOpened();
  };
  useLayoutEffect(() => {
    keysRef.current = (key) => {
      if (!hasList) return false;
      if (key === 'ArrowDown') setActive((active + 1) % entries.length);
      else if (key === 'ArrowUp') setActive((active - 1 + entries.length) % entries.length);
      else if (key === 'Home') setActive(0);
      else if (key === 'End') setActive(entries.length - 1);
      else if (key === 'Enter') {
        const entry = entries[active];
        if (entry) run(entry);
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
      {hasList && (
        <div id={listId} role="listbox" aria-label={t('results')}>
          {groups.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`} className="py-1">
              <div
                id={`${listId}-${group.key}`}
                role="presentation"
                className="px-2 py-1 text-xs font-semibold tracking-wide text-stone-600 uppercase"
              >
                {group.label}
              </div>
              {group.entries.map((entry) => {
                const position = index++;
                return (
                  <div
                    key={entry.key}
                    id={optionId(position)}
                    role="option"
                    aria-selected={position === active}
                    // Keeps focus in the box, so the click lands on the option.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(position)}
                    onClick={() => run(entry)}
                    className={cn(
                      'cursor-pointer rounded px-2 py-1.5',
                      position === active ? 'bg-honey-100 text-stone-900' : 'text-stone-800',
                    )}
                  >
                    {entry.action ? (
                      <span className="flex min-h-8 items-center gap-2 text-sm font-medium">
                        {entry.action.label}
                        {entry.action.needsPro && <ProBadge />}
                      </span>
                    ) : (
                      <ResultLines result={entry.result} now={now} />
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}
      {isError ? (
        <p role="alert" className="px-2 py-3 text-sm text-red-700">
          {t('failed')}
        </p>
      ) : searching ? (
        <p role="status" className="px-2 py-3 text-sm text-stone-600">
          {t('searching')}
        </p>
      ) : (
        !showingRecent &&
        !foundRecords && (
          <p role="status" className="px-2 py-3 text-sm text-stone-600">
            <NoMatch query={settled} />
          </p>
        )
      )}
    </div>
  );
}

/** A record's lines: its title (the beekeeper's words) with its day in the language shown, then what it is. */
function ResultLines({ result, now }: { result: SearchResult; now: Date }) {
  const t = useMessages(searchMessages);
  const day = dayInWords(result.day, now, t);
  const subtitle = subtitleOf(result, t);
  return (
    <>
      <span className="block truncate text-sm font-medium">
        <span translate="no">{result.title}</span>
        {day !== null && ` · ${day}`}
      </span>
      <span translate={subtitle.ownWords ? 'no' : undefined} className="block truncate text-xs text-stone-600">
        {subtitle.text}
      </span>
    </>
  );
}

/** Where the query goes in its sentence: a character of Unicode's private use, in no message. */
const QUERY = '\uE000';

/** "No hives, ... match “<query>”.", the words typed marked `translate="no"` wherever the language puts them. */
function NoMatch({ query }: { query: string }) {
  const t = useMessages(searchMessages);
  const [before, after] = t('noMatch', { query: QUERY }).split(QUERY);
  return (
    <>
      {before}
      <span translate="no">{query}</span>
      {after}
    </>
  );
}
