import { createContext } from 'react';
import type { ApiError } from '@/lib/api-client';
import type { RecordKind } from '@/lib/record-kind';

/** What a `RecordFormDialog` tells the `RecordForm` inside it: whose form it is, whether it edits, and how to end. */
export interface RecordDialogState {
  kind: RecordKind;
  editing: boolean;
  close: () => void;
  /** What Cancel does when it shouldn't close the whole dialog (a draft under review goes back to the drafts). */
  cancel?: () => void;
  /** A create refused with 402: the server's error says whether a plan limit or Pro itself is missing. */
  onLimitReached: ((error: ApiError) => void) | undefined;
}

export const RecordDialogContext = createContext<RecordDialogState | null>(null);
