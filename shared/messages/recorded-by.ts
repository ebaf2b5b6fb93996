/** Who recorded a record and who changed it last, as the screens show it when that is someone else. */
export const RECORDED_BY_MESSAGES = {
  recordedBy: (name: string) => `Recorded by ${name}`,
  recordedAndChangedBy: (recorded: string, changed: string) => `Recorded by ${recorded}, changed by ${changed}`,
  changedBy: (name: string) => `Changed by ${name}`,
  /** Recent Activity: the person beside the record's kind and day. */
  activityBy: (name: string) => `by ${name}`,
} as const;
