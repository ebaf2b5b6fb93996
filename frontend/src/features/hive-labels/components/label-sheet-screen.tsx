import { useState, type FormEvent } from 'react';
import { LABEL_STOCKS, LABELS_PER_REQUEST, labelStockOf, labelsPerSheet } from '@shared/domain/hive-labels';
import { HIVE_LABEL_TOASTS, HIVE_LABEL_VALIDATION } from '@shared/messages/hive-labels';
import type { Hive } from '@shared/schemas/hive';
import type { HiveLabel } from '@shared/schemas/hive-label';
import { getHivesPage } from '@/api/get-hives';
import { useHives } from '@/api/use-hives';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { useMessages } from '@/lib/i18n/catalog';
import { useCreateHiveLabels, useHiveLabels } from '../api/hive-labels';
import { hiveLabelsMessages } from '../messages';
import { LabelSheets } from './label-sheets';

/** Every hive of the beekeeper, page by page (for "All hives"). */
async function allHives(): Promise<Hive[]> {
  const hives: Hive[] = [];
  let cursor: string | undefined;
  do {
    const page = await getHivesPage({ cursor });
    hives.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return hives;
}

/**
 * `/l/print`: the beekeeper picks a label stock, the hives (all, or chosen) and a number of blank labels; a hive
 * that has a label already gets its code again, the rest get new codes; the sheets show at true size, ready to print.
 */
export function LabelSheetScreen() {
  const [stockId, setStockId] = useState<string>(LABEL_STOCKS[0].id);
  const stock = labelStockOf(stockId) ?? LABEL_STOCKS[0];
  const [which, setWhich] = useState<'all' | 'chosen'>('all');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [blankText, setBlankText] = useState('0');
  const [printed, setPrinted] = useState<HiveLabel[] | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const hives = useHives();
  const labels = useHiveLabels();
  const createLabels = useCreateHiveLabels();
  const t = useMessages(hiveLabelsMessages);
  const listed = hives.data?.pages.flatMap((page) => page.items) ?? [];
  const blankCount = Number(blankText) || 0;

  const make = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const picked = which === 'all' ? await allHives() : listed.filter((hive) => chosen.has(hive.id));
    if (picked.length + blankCount === 0) return setProblem(HIVE_LABEL_VALIDATION.labelHivesOrBlank);
    if (blankCount < 0 || blankCount > LABELS_PER_REQUEST) return setProblem(HIVE_LABEL_VALIDATION.labelCountRange);
    const kept = new Map(
      (labels.data ?? []).flatMap((label) => (label.hiveId ? [[label.hiveId, label] as const] : [])),
    );
    const unlabelled = picked.filter((hive) => !kept.has(hive.id));
    try {
      const made = await createLabels.mutateAsync({ hiveIds: unlabelled.map((hive) => hive.id), blankCount });
      const madeFor = new Map(made.flatMap((label) => (label.hiveId ? [[label.hiveId, label] as const] : [])));
      const forHives = picked.flatMap((hive) => kept.get(hive.id) ?? madeFor.get(hive.id) ?? []);
      setPrinted([...forHives, ...made.filter((label) => label.hiveId === null)]);
    } catch {
      setProblem(HIVE_LABEL_TOASTS.hiveLabelsMakeFailed);
    }
  };

  const toggle = (hiveId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(hiveId)) next.add(hiveId);
      return next;
    });

  return (
    <div className="flex flex-col gap-6">
      <div className="print:hidden">
        <PageHeader title={t('sheet.title')} description={t('sheet.intro')} />
      </div>
      <form onSubmit={(event) => void make(event)} className="flex max-w-xl flex-col gap-4 print:hidden">
        <FormField label={t('sheet.stock')}>
          <Select value={stockId} onChange={(event) => setStockId(event.target.value)}>
            {LABEL_STOCKS.map((option) => (
              <option key={option.id} value={option.id}>
                {t('sheet.stockOption', {
                  product: option.product,
                  page: option.page,
                  count: labelsPerSheet(option),
                  size: option.size,
                })}
              </option>
            ))}
          </Select>
        </FormField>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-stone-900">{t('sheet.whichHives')}</legend>
          {(['all', 'chosen'] as const).map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="which-hives"
                checked={which === option}
                onChange={() => setWhich(option)}
                className="size-5 accent-honey-700"
              />
              {option === 'all' ? t('sheet.allHives') : t('sheet.chosenHives')}
            </label>
          ))}
          {which === 'chosen' && (
            <ul className="ml-7 flex flex-col">
              {listed.map((hive) => (
                <li key={hive.id}>
                  <label className="flex min-h-11 items-center gap-2">
                    <Checkbox checked={chosen.has(hive.id)} onChange={() => toggle(hive.id)} />
                    <span translate="no">{hive.name}</span>
                  </label>
                </li>
              ))}
              {hives.hasNextPage && (
                <li>
                  <Button variant="link" onClick={() => void hives.fetchNextPage()}>
                    {t('sheet.loadMore')}
                  </Button>
                </li>
              )}
            </ul>
          )}
        </fieldset>
        <FormField label={t('sheet.blankCount')} error={problem}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={LABELS_PER_REQUEST}
            value={blankText}
            onChange={(event) => setBlankText(event.target.value)}
          />
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" disabled={createLabels.isPending || labels.isPending}>
            {t('sheet.make')}
          </Button>
          {printed && printed.length > 0 && (
            <Button type="button" size="lg" variant="outline" onClick={() => window.print()}>
              {t('sheet.print')}
            </Button>
          )}
        </div>
        {printed && (
          <p className="text-sm text-stone-700">
            {t('sheet.summary', { count: printed.length, perSheet: labelsPerSheet(stock) })} {t('sheet.printHint')}
          </p>
        )}
      </form>
      {printed && <LabelSheets labels={printed} stock={stock} origin={window.location.origin} />}
    </div>
  );
}
