import { recordKind } from '@/lib/record-kind';

/** Apiaries in the record-screen kit: Create Apiary, Update Apiary, Edit Apiary, and the `TOASTS.apiary*` messages. */
export const APIARY_RECORD = recordKind('apiary');
