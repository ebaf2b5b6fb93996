/**
 * When an apiary or hive was recorded and last changed, the same way on every entity a beekeeper edits.
 * ElectroDB fills `createdAt` once and refreshes `updatedAt` on every write (`watch: '*'`), unless the write gives
 * it: an edit writes the moment it answers as the record's version (`record-versions.ts`), so the answer and the
 * stored item agree.
 */
export const timestampAttributes = {
  createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  updatedAt: {
    type: 'string',
    required: true,
    watch: '*',
    default: () => new Date().toISOString(),
    set: (written?: string) => written ?? new Date().toISOString(),
  },
} as const;
