import { createContext } from 'react';
import type { RecordKind } from '@/lib/record-kind';

/** What a `RecordFormDialog` tells the `RecordForm` inside it: whose form it is, whether it edits, and how to end. */
export interface RecordDialogState {
  kind: RecordKind;
  editing: boolean;
  close: () => void;
  onLimitReached: (() => void) | undefined;
}

export const RecordDialogContext = createContext<RecordDialogState | null>(null);
