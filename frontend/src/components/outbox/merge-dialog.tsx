import { useId, useState } from 'react';
import { OUTBOX_MESSAGES } from '@shared/messages';
import { TitledDialog } from '@/components/titled-dialog';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { updateOutboxEntry, type OutboxEntry } from '@/lib/offline/outbox';
import { retryOutbox } from '@/lib/offline/outbox-store';
import { versionOf } from '@/lib/offline/queued-write';
import { useMessages, type Translate } from '@/lib/i18n/catalog';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { commonMessages, type CommonKey } from '../messages';

type Side = 'yours' | 'theirs';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** "queenMarking" as the beekeeper reads it: "Queen marking". */
const fieldName = (field: string) => {
  const words = field.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function shownValue(value: unknown, t: Translate<CommonKey>): string {
  if (value === null || value === undefined || value === '') return t('emptyValue');
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (Array.isArray(value)) return value.length === 0 ? t('noValues') : value.map(String).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The merge of an edit made on a stale copy: each field the edit sets that the server now holds differently, as a
 * choice between the beekeeper's value and the stored one. Saving sends the chosen fields against the stored
 * version, through the outbox (so it waits too when the signal drops again).
 */
export function MergeDialog({
  entry,
  open,
  onOpenChange,
}: {
  entry: OutboxEntry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const say = useMessageText();
  const t = useMessages(commonMessages);
  const current = entry.current ?? {};
  const differing = Object.keys(entry.body).filter((field) => !same(entry.body[field], current[field]));
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const id = useId();

  async function save() {
    const body = { ...entry.body };
    for (const field of differing) if (choices[field] === 'theirs') body[field] = current[field];
    await updateOutboxEntry(entry.id, { body, version: versionOf(current), status: 'waiting', current: undefined });
    onOpenChange(false);
    await retryOutbox();
  }

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${say(OUTBOX_MESSAGES.mergeTitle)}: ${entry.label}`}
      description={say(OUTBOX_MESSAGES.mergeDescription)}
    >
      <div className="flex flex-col gap-4">
        {differing.map((field) => (
          <fieldset key={field} className="flex flex-col gap-2 rounded-md border border-stone-200 p-3">
            <legend className="px-1 font-medium text-stone-900">{fieldName(field)}</legend>
            {(['yours', 'theirs'] as const).map((side) => (
              <label key={side} className="flex min-h-11 items-center gap-3 text-sm break-words">
                <input
                  type="radio"
                  name={`${id}-${field}`}
                  value={side}
                  checked={(choices[field] ?? 'yours') === side}
                  onChange={() => setChoices((chosen) => ({ ...chosen, [field]: side }))}
                  className="size-5 shrink-0 accent-honey-700"
                />
                <span>
                  <span className="font-medium">
                    {say(side === 'yours' ? OUTBOX_MESSAGES.mergeYours : OUTBOX_MESSAGES.mergeTheirs)}:
                  </span>{' '}
                  {shownValue(side === 'yours' ? entry.body[field] : current[field], t)}
                </span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <DialogFooter>
        <Button variant="outline" size="lg" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button size="lg" onClick={() => void save()}>
          Save
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
