/**
 * What a beekeeper types to confirm deleting their account, exactly (capitals and all): a word typed on purpose,
 * never filled in by a browser or a password manager. No zod here: the profile's dialog checks it as it is typed.
 */
export const ACCOUNT_DELETION_PHRASE = 'DELETE';

/** Whether `typed` confirms the deletion: the phrase exactly, spaces around it forgiven. */
export function confirmsAccountDeletion(typed: string): boolean {
  return typed.trim() === ACCOUNT_DELETION_PHRASE;
}
