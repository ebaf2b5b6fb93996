import type { ColonyEvent } from '@shared/schemas/colony-event';
import { COLONY_EVENT_LABELS } from '@shared/domain/colony';
import { apiPath, routes } from '@/lib/api-routes';
import { useRecordWrite } from '@/lib/offline/record-write';
import { COLONY_EVENT_CHANGES } from './changed-queries';

export interface ColonyEventNotesEdit {
  event: ColonyEvent;
  notes: string;
}

/** `PUT /api/colony-events/{id}`: an event's notes, from the version the edit opened with. */
export function useUpdateColonyEventNotes() {
  return useRecordWrite<ColonyEventNotesEdit, ColonyEvent>(
    ({ event, notes }) => ({
      recordType: 'colonyEvent',
      method: 'PUT',
      path: apiPath(routes.updateColonyEvent, { id: event.id }),
      recordId: event.id,
      version: event.version,
      body: { notes },
      hiveId: event.hiveId,
      label: { noun: `Notes of ${COLONY_EVENT_LABELS[event.kind]}`, hiveId: event.hiveId, date: event.date },
    }),
    COLONY_EVENT_CHANGES,
  );
}
