import { recordKind } from '@/lib/record-kind';

/** Colony events in the record-screen kit: the dialog's submit reads Create Colony Event, the `TOASTS.colonyEvent*`. */
export const COLONY_EVENT_RECORD = recordKind('colonyEvent', 'Colony Event');
