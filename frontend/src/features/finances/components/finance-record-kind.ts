import { recordKind } from '@/lib/record-kind';

/** Financial records in the record-screen kit: Create Transaction, Update Transaction, and the `TOASTS.finance*` texts. */
export const FINANCE_RECORD = recordKind('finance');
