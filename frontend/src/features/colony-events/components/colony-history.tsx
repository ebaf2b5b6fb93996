import { format } from 'date-fns';
import { useState } from 'react';
import { COLONY_EVENT_LABELS, COLONY_LOSS_CAUSE_LABELS } from '@shared/domain/colony';
import { COLONY_EVENT_TOASTS, COLONY_HISTORY_TEXT, COMBINE_REASON_LABELS } from '@shared/messages/colony-events';
import { OUTBOX_STATUS } from '@shared/messages';
import { toDate } from '@shared/rules/calendar';
import type { ColonyEvent } from '@shared/schemas/colony-event';
import { useHive } from '@/api/get-hive';
import { useMay } from '@/api/acting-account';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { HiveLink } from '@/components/hive-link';
import { QueuedRecords } from '@/components/outbox/queued-records';
import { QueryContent } from '@/components/query-content';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { isQueuedWrite } from '@/lib/offline/queued-write';
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import { useHiveColonyEvents } from '../api/get-colony-events';
import { useUndoColonyEvent } from '../api/undo-colony-event';
import { useUpdateColonyEventNotes } from '../api/update-colony-event';
import { RecordColonyEventButton } from './record-colony-event-button';

/**
 * A hive's colony history on its page: its splits, combines, swarms, queens and end, newest first, whether it was
 * the hive recorded on or the other one; each event's notes can be edited, and its latest undone.
 */
export function ColonyHistory({ hiveId }: { hiveId: string }) {
  const hive = useHive(hiveId);
  const events = useHiveColonyEvents(hiveId);
  return (
    <Card>
      <section aria-labelledby="hive-colony-history" className="flex flex-col">
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <h2 id="hive-colony-history" className="text-lg font-semibold text-stone-900">
            {COLONY_HISTORY_TEXT.heading}
          </h2>
          {hive.data && <RecordColonyEventButton hive={hive.data} />}
        </CardHeader>
        <CardContent>
          <QueuedRecords recordType="colonyEvent" hiveId={hiveId} />
          <QueryContent
            query={events}
            loading={<Spinner label="Loading colony history..." className="py-6" />}
            what="this hive's colony history"
          >
            {({ events: list }) =>
              list.length === 0 ? (
                <p className="text-stone-700">{COLONY_HISTORY_TEXT.empty}</p>
              ) : (
                <>
                  <ColonyFamily events={list} hiveId={hiveId} />
                  <ol aria-label="Colony events of this hive" className="flex flex-col divide-y divide-stone-200">
                    {list.map((event) => (
                      <EventRow key={event.id} event={event} hiveId={hiveId} />
                    ))}
                  </ol>
                </>
              )
            }
          </QueryContent>
        </CardContent>
      </section>
    </Card>
  );
}

/**
 * The colony's family, from its own events: the colony it was split from and the splits made from it, each a link
 * to its page, where its own family goes on. Nothing when it has neither.
 */
function ColonyFamily({ events, hiveId }: { events: readonly ColonyEvent[]; hiveId: string }) {
  const splits = events.filter((event) => event.kind === 'split');
  const parent = splits.find((event) => event.otherHiveId === hiveId);
  const children = splits.filter((event) => event.hiveId === hiveId && event.otherHiveId !== null);
  if (!parent && children.length === 0) return null;
  return (
    <dl aria-label={COLONY_HISTORY_TEXT.family} className="mb-3 flex flex-col gap-1 text-sm text-stone-700">
      {parent && (
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium text-stone-900">{COLONY_HISTORY_TEXT.splitFrom}</dt>
          <dd>
            <HiveLink hiveId={parent.hiveId} hiveName={parent.hiveName ?? 'A deleted hive'} />, {dayOf(parent)}
          </dd>
        </div>
      )}
      {children.length > 0 && (
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium text-stone-900">{COLONY_HISTORY_TEXT.splits}</dt>
          {children.map((event) => (
            <dd key={event.id}>
              <HiveLink hiveId={event.otherHiveId ?? ''} hiveName={event.otherHiveName ?? 'A deleted hive'} />,{' '}
              {dayOf(event)}
            </dd>
          ))}
        </div>
      )}
    </dl>
  );
}

/** The day an event happened, as the history shows it. */
function dayOf(event: ColonyEvent): string {
  return format(toDate(event.date), 'MMM d, yyyy');
}

/** The other hive of an event, seen from `hiveId`'s page. */
function otherHiveOf(event: ColonyEvent, hiveId: string): { id: string; name: string } | null {
  if (event.hiveId !== hiveId) return { id: event.hiveId, name: event.hiveName ?? 'A deleted hive' };
  if (event.otherHiveId === null) return null;
  return { id: event.otherHiveId, name: event.otherHiveName ?? 'A deleted hive' };
}

/** What else the event says: frames moved, the cause, the reason, the buyer or seller. */
function detailsOf(event: ColonyEvent): string[] {
  return [
    event.framesMoved === null ? null : `${event.framesMoved} frames moved`,
    event.broodFramesMoved === null ? null : `${event.broodFramesMoved} of brood`,
    event.cause === null ? null : COLONY_LOSS_CAUSE_LABELS[event.cause],
    event.reason === null ? null : COMBINE_REASON_LABELS[event.reason],
    event.counterparty === null
      ? null
      : event.kind === 'sold'
        ? `Buyer: ${event.counterparty}`
        : `Seller: ${event.counterparty}`,
  ].filter((detail): detail is string => detail !== null);
}

function EventRow({ event, hiveId }: { event: ColonyEvent; hiveId: string }) {
  const other = otherHiveOf(event, hiveId);
  const details = detailsOf(event);
  const mayEdit = useMay('editor');
  const [editing, setEditing] = useState(false);
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-stone-900">
          {COLONY_EVENT_LABELS[event.kind]}
          {other && (
            <>
              {' · '}
              <HiveLink hiveId={other.id} hiveName={other.name} />
            </>
          )}
        </p>
        <time dateTime={event.date} className="text-sm text-stone-700">
          {dayOf(event)}
        </time>
      </div>
      {event.queens.length > 0 && (
        <p className="text-sm text-stone-800">
          {event.queens
            .map(
              ({ name, role }) =>
                `${role === 'new' ? COLONY_HISTORY_TEXT.newQueen : COLONY_HISTORY_TEXT.oldQueen}: ${name}`,
            )
            .join(' · ')}
        </p>
      )}
      {details.length > 0 && <p className="text-sm text-stone-700">{details.join(' · ')}</p>}
      {editing ? (
        <NotesEditor event={event} onDone={() => setEditing(false)} />
      ) : (
        event.notes && <p className="text-sm whitespace-pre-line break-words text-stone-800">{event.notes}</p>
      )}
      {mayEdit && !editing && (
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" size="sm" className="min-h-11" onClick={() => setEditing(true)}>
            {COLONY_HISTORY_TEXT.editNotes}
          </Button>
          {event.latest && <UndoButton event={event} />}
        </div>
      )}
    </li>
  );
}

function NotesEditor({ event, onDone }: { event: ColonyEvent; onDone: () => void }) {
  const [notes, setNotes] = useState(event.notes ?? '');
  const update = useUpdateColonyEventNotes();
  const id = `colony-event-notes-${event.id}`;

  async function save() {
    try {
      const saved = await update.mutateAsync({ event, notes });
      toastSuccess(isQueuedWrite(saved) ? OUTBOX_STATUS.savedOnDevice : COLONY_EVENT_TOASTS.colonyEventUpdated);
      onDone();
    } catch (error) {
      toastError((isApiError(error) && error.serverMessage) || COLONY_EVENT_TOASTS.colonyEventUpdateFailed);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        Notes
      </label>
      <Textarea id={id} value={notes} onChange={(change) => setNotes(change.target.value)} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" className="min-h-11" disabled={update.isPending} onClick={() => void save()}>
          {COLONY_HISTORY_TEXT.saveNotes}
        </Button>
        <Button variant="outline" size="sm" className="min-h-11" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function UndoButton({ event }: { event: ColonyEvent }) {
  const undo = useUndoColonyEvent();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" className="min-h-11">
          {COLONY_HISTORY_TEXT.undo}
        </Button>
      }
      title={COLONY_HISTORY_TEXT.undoTitle}
      description={COLONY_HISTORY_TEXT.undoDescription(COLONY_EVENT_LABELS[event.kind].toLowerCase())}
      confirmLabel={COLONY_HISTORY_TEXT.undo}
      pendingLabel={COLONY_HISTORY_TEXT.undoing}
      onConfirm={async () => {
        try {
          await undo.mutateAsync(event.id);
          toastSuccess(COLONY_EVENT_TOASTS.colonyEventDeleted);
        } catch (error) {
          toastError((isApiError(error) && error.serverMessage) || COLONY_EVENT_TOASTS.colonyEventDeleteFailed);
        }
      }}
    />
  );
}
