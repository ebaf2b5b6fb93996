/**
 * When an apiary or hive was recorded and last changed, the same way on every entity a beekeeper edits.
 * ElectroDB fills `createdAt` once and refreshes `updatedAt` on every write (`watch: '*'`).
 */
export const timestampAttributes = {
  createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  updatedAt: {
    type: 'string',
    required: true,
    watch: '*',
    default: () => new Date().toISOString(),
    set: () => new Date().toISOString(),
  },
} as const;
