import { COLONY_EVENT_TOASTS } from '@shared/messages/colony-events';
import { recordKindOf } from '@/lib/record-kind';

/** Colony events in the record-screen kit: the dialog's submit reads Create Colony Event, the `COLONY_EVENT_TOASTS`. */
export const COLONY_EVENT_RECORD = recordKindOf(COLONY_EVENT_TOASTS, 'colonyEvent');
