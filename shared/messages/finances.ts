/** What the finance forms and routes say. */
import { DELETE_GOES_ON } from './common';
import { messageTable } from '../i18n/message-table';

export const FINANCE_VALIDATION = messageTable({
  categoryRequired: 'Category is required',
  amountPositive: 'Amount must be positive',
  amountRequired: 'Amount is required',
  categoryTypeMismatch: 'Category does not match the selected type',
} as const);

export const FINANCE_API_ERRORS = messageTable({
  financeNotFound: 'Financial record not found',
  financesStillUnlinking: (left: string) =>
    `Keeping your books: ${left} still to move to unallocated. Delete ${DELETE_GOES_ON}`,
  /** A treatment's or feeding's cost is changed and deleted with it, so the books and the record never disagree. */
  financeOfTreatment: 'This expense was recorded with a treatment. Edit or delete the treatment to change it.',
} as const);

export const FINANCE_TOASTS = messageTable({
  financeCreated: 'Financial record added successfully',
  financeUpdated: 'Financial record updated successfully',
  financeDeleted: 'Financial record deleted',
  financeCreateFailed: 'Failed to add financial record',
  financeUpdateFailed: 'Failed to update financial record',
  financeDeleteFailed: 'Failed to delete financial record',
  /** The spec's toast when a finance create answers 'Pro subscription required' (a Pro plan that lapsed). */
  financeProRequiredTitle: 'Pro Subscription Required',
  financeProRequired: 'Financial management is a Pro feature. Upgrade to continue.',
} as const);
