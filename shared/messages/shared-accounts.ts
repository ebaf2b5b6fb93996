/**
 * What a member of an account shared with them hears outside the app's screens: that its owner deleted it (a
 * notification and an e-mail), and its tasks in their reminder e-mail.
 */
export const SHARED_ACCOUNT_MESSAGES = {
  /** The notification in the member's bell and the e-mail's subject when the owner deletes their account. */
  accountDeletedTitle: 'A shared account was deleted',
  accountDeleted: (ownerName: string) => `${ownerName}'s HiveKeeper account was deleted; you no longer have access.`,
  accountDeletedEmail: (ownerName: string) =>
    [
      `${ownerName}'s HiveKeeper account was deleted; you no longer have access.`,
      '',
      'Its apiaries, hives and records were deleted with it. Your own HiveKeeper account and its records are unchanged.',
    ].join('\n'),
  /** The heading of a shared account's tasks in the member's reminder e-mail. */
} as const;
