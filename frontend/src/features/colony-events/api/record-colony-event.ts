import { COLONY_EVENT_LABELS } from '@shared/domain/colony';
import type { ColonyEvent, ParsedColonyEventInput } from '@shared/schemas/colony-event';
import { apiPath, routes } from '@/lib/api-routes';
import { useRecordWrite } from '@/lib/offline/record-write';
import { COLONY_EVENT_CHANGES } from './changed-queries';

/** `POST /api/colony-events`: the event, its hives, queens and follow-ups in one write (queued without signal). */
export function useRecordColonyEvent() {
  return useRecordWrite<ParsedColonyEventInput, ColonyEvent>(
    (input) => ({
      recordType: 'colonyEvent',
      method: 'POST',
      path: apiPath(routes.createColonyEvent),
      body: input,
      hiveId: 'hiveId' in input ? input.hiveId : null,
      label: {
        noun: COLONY_EVENT_LABELS[input.kind],
        hiveId: 'hiveId' in input ? input.hiveId : null,
        date: input.date,
      },
    }),
    COLONY_EVENT_CHANGES,
  );
}
