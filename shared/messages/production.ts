/** What the production (harvest) forms and routes say. */

export const PRODUCTION_VALIDATION = {
  productTypeRequired: 'Product type is required',
  quantityPositive: 'Quantity must be positive',
  unitRequired: 'Unit is required',
  harvestDateRequired: 'Harvest date is required',
  quantityRequired: 'Quantity is required',
} as const;

export const PRODUCTION_API_ERRORS = {
  productionNotFound: 'Production record not found',
} as const;

export const PRODUCTION_TOASTS = {
  productionCreated: 'Production record added successfully',
  productionUpdated: 'Production record updated successfully',
  productionDeleted: 'Production record deleted',
  productionCreateFailed: 'Failed to add production record',
  productionUpdateFailed: 'Failed to update production record',
  productionDeleteFailed: 'Failed to delete production record',
} as const;
