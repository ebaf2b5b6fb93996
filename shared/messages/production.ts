/** What the production (harvest) forms and routes say. */
import { messageTable } from '../i18n/message-table';

export const PRODUCTION_VALIDATION = messageTable({
  productTypeRequired: 'Product type is required',
  quantityPositive: 'Quantity must be positive',
  unitRequired: 'Unit is required',
  harvestDateRequired: 'Harvest date is required',
  quantityRequired: 'Quantity is required',
} as const);

export const PRODUCTION_API_ERRORS = messageTable({
  productionNotFound: 'Production record not found',
} as const);

export const PRODUCTION_TOASTS = messageTable({
  productionCreated: 'Production record added successfully',
  productionUpdated: 'Production record updated successfully',
  productionDeleted: 'Production record deleted',
  productionCreateFailed: 'Failed to add production record',
  productionUpdateFailed: 'Failed to update production record',
  productionDeleteFailed: 'Failed to delete production record',
} as const);
