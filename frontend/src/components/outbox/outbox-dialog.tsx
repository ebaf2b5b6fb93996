import { useState } from 'react';
import { OUTBOX_MESSAGES } from '@shared/messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TitledDialog } from '@/components/titled-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { removeOutboxEntry, type OutboxEntry } from '@/lib/offline/outbox';
import { retryOutbox } from '@/lib/offline/outbox-store';
import { useOutbox } from '@/lib/offline/use-outbox';
import { MergeDialog } from './merge-dialog';
import { useMessageText } from '@/lib/i18n/use-message-text';

const STATUS_WORDS: Record<OutboxEntry['status'], string> = {
  waiting: OUTBOX_MESSAGES.statusWaiting,
  sending: OUTBOX_MESSAGES.statusSending,
  failed: '',
  conflict: OUTBOX_MESSAGES.statusConflict,
};

/** The outbox: every write not on the server yet, with Retry and Discard, and the merge of a stale edit. */
export function OutboxDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const say = useMessageText();
  const { entries, storageShort } = useOutbox();
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={say(OUTBOX_MESSAGES.outboxTitle)}
      description={say(OUTBOX_MESSAGES.outboxDescription)}
    >
      {storageShort && (
        <p role="status" className="rounded-md bg-amber-100 p-3 text-sm text-amber-900">
          {say(OUTBOX_MESSAGES.storageShort)}
        </p>
      )}
      {entries.length === 0 ? (
        <p className="text-sm text-stone-700">{say(OUTBOX_MESSAGES.outboxEmpty)}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {entries.map((entry) => (
            <OutboxRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </TitledDialog>
  );
}

function OutboxRow({ entry }: { entry: OutboxEntry }) {
  const say = useMessageText();
  const [merging, setMerging] = useState(false);
  const failed = entry.status === 'failed';
  return (
    <li className="flex flex-col gap-2 rounded-md border border-stone-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium break-words text-stone-900">{entry.label}</span>
        {entry.photos.length > 0 && (
          <Badge tone="honey">{`${entry.photos.length} ${entry.photos.length === 1 ? 'photo' : 'photos'}`}</Badge>
        )}
      </div>
      <p className={failed ? 'text-sm text-red-800' : 'text-sm text-stone-700'}>
        {failed ? say(entry.message ?? '') : say(STATUS_WORDS[entry.status])}
      </p>
      <div className="flex flex-wrap gap-2">
        {entry.status === 'conflict' ? (
          <Button size="lg" onClick={() => setMerging(true)}>
            {say(OUTBOX_MESSAGES.merge)}
          </Button>
        ) : (
          <Button size="lg" variant="outline" onClick={() => void retryOutbox(entry.id)}>
            {say(OUTBOX_MESSAGES.retry)}
          </Button>
        )}
        <ConfirmDialog
          trigger={
            <Button size="lg" variant="ghost" aria-label={`${say(OUTBOX_MESSAGES.discard)} ${entry.label}`}>
              {say(OUTBOX_MESSAGES.discard)}
            </Button>
          }
          title={say(OUTBOX_MESSAGES.discard)}
          description={say(OUTBOX_MESSAGES.discardConfirm(entry.label))}
          confirmLabel={say(OUTBOX_MESSAGES.discard)}
          pendingLabel={say(OUTBOX_MESSAGES.discarding)}
          onConfirm={() => removeOutboxEntry(entry.id)}
        />
      </div>
      {entry.status === 'conflict' && <MergeDialog entry={entry} open={merging} onOpenChange={setMerging} />}
    </li>
  );
}
