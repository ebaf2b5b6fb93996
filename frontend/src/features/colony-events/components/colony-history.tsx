import { useState } from 'react';
import { COLONY_EVENT_TOASTS } from '@shared/messages/colony-events';
import { OUTBOX_STATUS } from '@shared/messages';
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
import { useMessages, type Translate } from '@/lib/i18n/catalog';
import { formatDate } from '@/lib/i18n/format';
import { isQueuedWrite } from '@/lib/offline/queued-write';
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import { useHiveColonyEvents } from '../api/get-colony-events';
import { useUndoColonyEvent } from '../api/undo-colony-event';
import { useUpdateColonyEventNotes } from '../api/update-colony-event';
import { colonyEventsMessages, type ColonyEventsMessageKey } from '../messages';
import { RecordColonyEventButton } from './record-colony-event-button';

/**
 * A hive's colony history on its page: its splits, combines, swarms, queens and end, newest first, whether it was
 * the hive recorded on or the other one; each event's notes can be edited, and its latest undone.
 */
export function ColonyHistory({ hiveId }: { hiveId: string }) {
  const hive = useHive(hiveId);
  const events = useHiveColonyEvents(hiveId);
  const t = useMessages(colonyEventsMessages);
  return (
    <Card>
      <section aria-labelledby="hive-colony-history" className="flex flex-col">
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <h2 id="hive-colony-history" className="text-lg font-semibold text-stone-900">
            {t('history.heading')}
          </h2>
          {hive.data && <RecordColonyEventButton hive={hive.data} />}
        </CardHeader>
        <CardContent>
          <QueuedRecords recordType="colonyEvent" hiveId={hiveId} />
          <QueryContent
            query={events}
            loading={<Spinner label={t('history.loading')} className="py-6" />}
            what={t('history.what')}
          >
            {({ events: list }) =>
              list.length === 0 ? (
                <p className="text-stone-700">{t('history.empty')}</p>
              ) : (
                <>
                  <ColonyFamily events={list} hiveId={hiveId} />
                  <ol aria-label={t('history.list')} className="flex flex-col divide-y divide-stone-200">
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
  const t = useMessages(colonyEventsMessages);
  if (!parent && children.length === 0) return null;
  return (
    <dl aria-label={t('history.family')} className="mb-3 flex flex-col gap-1 text-sm text-stone-700">
      {parent && (
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium text-stone-900">{t('history.splitFrom')}</dt>
          <dd>
            <HiveLink hiveId={parent.hiveId} hiveName={parent.hiveName ?? t('history.deletedHive')} />, {dayOf(parent)}
          </dd>
        </div>
      )}
      {children.length > 0 && (
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium text-stone-900">{t('history.splits')}</dt>
          {children.map((event) => (
            <dd key={event.id}>
              <HiveLink hiveId={event.otherHiveId ?? ''} hiveName={event.otherHiveName ?? t('history.deletedHive')} />,{' '}
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
  return formatDate(event.date);
}

type ColonyEventsTranslate = Translate<ColonyEventsMessageKey>;

/** The other hive of an event, seen from `hiveId`'s page. */
function otherHiveOf(
  t: ColonyEventsTranslate,
  event: ColonyEvent,
  hiveId: string,
): { id: string; name: string } | null {
  if (event.hiveId !== hiveId) return { id: event.hiveId, name: event.hiveName ?? t('history.deletedHive') };
  if (event.otherHiveId === null) return null;
  return { id: event.otherHiveId, name: event.otherHiveName ?? t('history.deletedHive') };
}

/** What else the event says: frames moved, the cause, the reason, the buyer or seller. */
function detailsOf(t: ColonyEventsTranslate, event: ColonyEvent): string[] {
  return [
    event.framesMoved === null ? null : t('history.framesMoved', { count: event.framesMoved }),
    event.broodFramesMoved === null ? null : t('history.broodFrames', { count: event.broodFramesMoved }),
    event.cause === null ? null : t(`cause.${event.cause}`),
    event.reason === null ? null : t(`reason.${event.reason}`),
  ].filter((detail): detail is string => detail !== null);
}

function EventRow({ event, hiveId }: { event: ColonyEvent; hiveId: string }) {
  const t = useMessages(colonyEventsMessages);
  const other = otherHiveOf(t, event, hiveId);
  const details = detailsOf(t, event);
  const mayEdit = useMay('editor');
  const [editing, setEditing] = useState(false);
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-stone-900">
          {t(`kind.${event.kind}`)}
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
          {event.queens.map(({ name, role }, index) => (
            <span key={`${role}-${name}`}>
              {index > 0 && ' · '}
              {role === 'new' ? t('history.newQueen') : t('history.oldQueen')}: <span translate="no">{name}</span>
            </span>
          ))}
        </p>
      )}
      {(details.length > 0 || event.counterparty !== null) && (
        <p className="text-sm text-stone-700">
          {details.join(' · ')}
          {event.counterparty !== null && (
            <>
              {details.length > 0 && ' · '}
              {event.kind === 'sold' ? t('history.buyer') : t('history.seller')}{' '}
              <span translate="no">{event.counterparty}</span>
            </>
          )}
        </p>
      )}
      {editing ? (
        <NotesEditor event={event} onDone={() => setEditing(false)} />
      ) : (
        event.notes && (
          <p translate="no" className="text-sm whitespace-pre-line break-words text-stone-800">
            {event.notes}
          </p>
        )
      )}
      {mayEdit && !editing && (
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" size="sm" className="min-h-11" onClick={() => setEditing(true)}>
            {t('history.editNotes')}
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
  const t = useMessages(colonyEventsMessages);

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
        {t('history.notes')}
      </label>
      <Textarea id={id} value={notes} onChange={(change) => setNotes(change.target.value)} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" className="min-h-11" disabled={update.isPending} onClick={() => void save()}>
          {t('history.saveNotes')}
        </Button>
        <Button variant="outline" size="sm" className="min-h-11" onClick={onDone}>
          {t('history.cancel')}
        </Button>
      </div>
    </div>
  );
}

function UndoButton({ event }: { event: ColonyEvent }) {
  const undo = useUndoColonyEvent();
  const t = useMessages(colonyEventsMessages);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" className="min-h-11">
          {t('history.undo')}
        </Button>
      }
      title={t('history.undoTitle')}
      description={t('history.undoDescription', { kind: event.kind })}
      confirmLabel={t('history.undo')}
      pendingLabel={t('history.undoing')}
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
