import * as z from 'zod';
import { confirmsAccountDeletion } from '../domain/account-deletion';
import { ACCOUNT_DELETION_MESSAGES } from '../messages';

/** DELETE /api/account's body: the typed confirmation, refused with a 400 that changes nothing unless it is the phrase. */
export const accountDeletionInputSchema = z.object({
  confirmation: z
    .string({ error: ACCOUNT_DELETION_MESSAGES.confirmationWrong })
    .refine(confirmsAccountDeletion, { error: ACCOUNT_DELETION_MESSAGES.confirmationWrong }),
});

export type AccountDeletionInput = z.infer<typeof accountDeletionInputSchema>;

/** DELETE /api/account's 202: the deletion has begun and finishes in the background. */
export interface AccountDeletionAck {
  success: true;
  message: string;
}
