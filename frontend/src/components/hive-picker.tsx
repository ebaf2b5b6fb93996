import { useState, type ChangeEvent, type ComponentProps } from 'react';
import type { Hive } from '@shared/schemas/hive';
import { useHive } from '@/api/get-hive';
import { useHives } from '@/api/use-hives';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { RecordOptions } from '@/components/ui/select-options';
import { useSettledValue } from '@/hooks/use-settled-value';
import { useMessages } from '@/lib/i18n/catalog';
import { commonMessages } from './messages';

interface HivePickerProps extends Omit<ComponentProps<'select'>, 'children' | 'defaultValue' | 'value'> {
  /** The hive chosen, for a picker the screen controls (a list's filter); '' for none. */
  value?: string | undefined;
  /** The hive chosen when a form opens (its default value), for a picker a form registers. */
  chosen?: string | null | undefined;
  /** The name of the hive given (`value` or `chosen`) when the screen knows it (a record's `hiveName`): not read. */
  chosenName?: string | undefined;
  /** Only this apiary's hives. */
  apiaryId?: string | undefined;
  /** Told the hive picked from the list (undefined for none), for a form that fills other fields from it. */
  onPick?: ((hive: Hive | undefined) => void) | undefined;
  /** The first option, meaning no hive: "All hives" for a filter, "No hive" for an optional link, "Select a hive". */
  noneLabel: string;
}

/**
 * How a beekeeper picks one of their hives, however many they keep: a search box that asks the server for the hives
 * whose name contains what was typed, and a select of a page of them (oldest first) with Load more hives. The hive
 * chosen stays among the options, named from the page or from its own read, while the beekeeper searches on. It
 * takes a form's registration (`RegisteredField`) or a screen's `value` and `onChange`, like a select.
 */
export function HivePicker({
  value,
  chosen,
  chosenName,
  apiaryId,
  onPick,
  noneLabel,
  onChange,
  id,
  className,
  ...select
}: HivePickerProps) {
  const [typed, setTyped] = useState('');
  const q = useSettledValue(typed.trim());
  const hives = useHives({ apiaryId, q: q || undefined });
  const [picked, setPicked] = useState(chosen ?? '');
  const current = value ?? picked;
  const listed = hives.data?.pages.flatMap((page) => page.items) ?? [];
  const isListed = listed.some((hive) => hive.id === current);
  const knownName = current === (value ?? chosen ?? '') ? chosenName : undefined;
  const chosenHive = useHive(current && !isListed && knownName === undefined ? current : undefined);

  function choose(event: ChangeEvent<HTMLSelectElement>) {
    setPicked(event.target.value);
    onChange?.(event);
    onPick?.(listed.find((hive) => hive.id === event.target.value));
  }

  const t = useMessages(commonMessages);
  const searchId = id ? `${id}-search` : undefined;
  return (
    <div className={className}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={searchId}
          type="search"
          aria-label={t('searchByName')}
          placeholder={t('searchHives')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="sm:w-44"
        />
        <Select id={id} {...select} value={current} onChange={choose} aria-busy={hives.isFetching || undefined}>
          <option value="">{noneLabel}</option>
          {current && !isListed && (
            <option value={current}>
              {knownName ?? chosenHive.data?.name ?? (chosenHive.isError ? t('hiveNotFound') : t('loadingHive'))}
            </option>
          )}
          <RecordOptions records={listed} />
        </Select>
      </div>
      <HivePickerStatus hives={hives} searched={q} count={listed.length} />
    </div>
  );
}

interface HivePickerStatusProps {
  hives: ReturnType<typeof useHives>;
  searched: string;
  count: number;
}

/** Under the select: no hive found, a page that didn't load, or Load more hives while there are more. */
function HivePickerStatus({ hives, searched, count }: HivePickerStatusProps) {
  const t = useMessages(commonMessages);
  if (hives.isError) {
    return (
      <p role="alert" className="mt-1 text-sm text-red-700">
        {t('hivesLoadFailed')}{' '}
        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void hives.refetch()}>
          {t('tryAgain')}
        </Button>
      </p>
    );
  }
  if (hives.isSuccess && count === 0 && searched) {
    return (
      <p role="status" className="mt-1 text-sm text-stone-600">
        {t('noHiveNamed', { searched })}
      </p>
    );
  }
  if (!hives.hasNextPage) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="mt-1"
      disabled={hives.isFetchingNextPage}
      onClick={() => void hives.fetchNextPage()}
    >
      {hives.isFetchingNextPage ? t('loadingHives') : t('loadMoreHives')}
    </Button>
  );
}
