/**
 * Who recorded a record a beekeeper writes and who changed it last, the same way on every such entity: the acting
 * person's user id (a team member's own, not the account's) and their name as it was then, a copy, so a list
 * shows it without reading anyone's profile. Records kept before HiveKeeper noted it have neither.
 */
const author = {
  type: 'map',
  properties: {
    userId: { type: 'string', required: true },
    name: { type: 'string', required: true },
  },
} as const;

export const authorAttributes = {
  recordedBy: { ...author, readOnly: true },
  changedBy: author,
} as const;
