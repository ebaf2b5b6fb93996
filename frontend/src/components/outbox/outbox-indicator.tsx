import { CloudOff, RefreshCw, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { OUTBOX_STATUS } from '@shared/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useMessageText } from '@/lib/i18n/use-message-text';
import type { OutboxState } from '@/lib/offline/outbox-store';
import { commonMessages } from '../messages';
import { useOutbox, useWatchOutbox } from '@/lib/offline/use-outbox';

// The outbox's list and merge come when the beekeeper opens it: the header carries only its word.
const OutboxDialog = lazy(() => import('./outbox-dialog').then((module) => ({ default: module.OutboxDialog })));

/**
 * What the indicator says (its parts, each a message of OUTBOX_STATUS), most pressing first; nothing when online
 * with an empty outbox and room to spare.
 */
function indication({ entries, online, syncing, storageShort }: OutboxState): [LucideIcon, string[]] | undefined {
  const stuck = entries.filter((entry) => entry.status === 'failed' || entry.status === 'conflict').length;
  if (!online)
    return [
      CloudOff,
      entries.length > 0 ? [OUTBOX_STATUS.offline, OUTBOX_STATUS.waiting(entries.length)] : [OUTBOX_STATUS.offline],
    ];
  if (syncing) return [RefreshCw, [OUTBOX_STATUS.syncing]];
  if (stuck > 0) return [RefreshCw, [OUTBOX_STATUS.needsAttention(stuck)]];
  if (entries.length > 0) return [RefreshCw, [OUTBOX_STATUS.waiting(entries.length)]];
  if (storageShort) return [RefreshCw, [OUTBOX_STATUS.storageLow]];
  return undefined;
}

/**
 * The signed-in header's word on the connection and the outbox: Offline, "3 waiting", Syncing..., "1 to check"
 * (a failed write or a merge to choose). A tap opens the outbox. Loaded on its own by the signed-in frame, so the
 * outbox's IndexedDB code never weighs on the first screen.
 */
export default function OutboxIndicator({ userId }: { userId: string }) {
  useWatchOutbox(userId);
  const state = useOutbox();
  const say = useMessageText();
  const t = useMessages(commonMessages);
  const [open, setOpen] = useState(false);
  const shown = indication(state);
  // The outbox stays open once its last write is sent, saying so, until the beekeeper closes it.
  if (!shown && !open) return null;
  const [Icon, parts] = shown ?? [RefreshCw, [OUTBOX_STATUS.allSent]];
  const label = parts.map(say).join(', ');
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-md px-2 text-sm font-medium text-stone-800 hover:bg-stone-100"
      >
        <Icon aria-hidden="true" className={state.syncing ? 'size-5 shrink-0 animate-spin' : 'size-5 shrink-0'} />
        <span className="max-sm:sr-only">{label}</span>
        <span className="sr-only">{t('openOutbox')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <OutboxDialog open onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
