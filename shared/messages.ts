/**
 * Every message HiveKeeper shows or answers with, kept once so the UI and the API say the same words.
 * Validation messages are the product spec's (section 5); the rest follow its tone.
 */
import { FREE_PLAN_LIMITS } from './plans';

export const VALIDATION = {
  nameRequired: 'Name is required',
  locationRequired: 'Location is required',
  apiaryRequired: 'Apiary is required',
  hiveRequired: 'Hive is required',
  dateRequired: 'Date is required',
  productTypeRequired: 'Product type is required',
  quantityPositive: 'Quantity must be positive',
  unitRequired: 'Unit is required',
  harvestDateRequired: 'Harvest date is required',
  treatmentTypeRequired: 'Treatment type is required',
  treatmentNameRequired: 'Treatment name is required',
  applicationDateRequired: 'Application date is required',
  costPositive: 'Cost must be positive',
  typeRequired: 'Type is required',
  categoryRequired: 'Category is required',
  amountPositive: 'Amount must be positive',
  descriptionRequired: 'Description is required',
  titleRequired: 'Title is required',
  dueDateRequired: 'Due date is required',
  priorityRequired: 'Priority is required',
  feedbackCategoryRequired: 'Please select a category',
  subjectMinLength: 'Subject must be at least 3 characters',
  messageMinLength: 'Message must be at least 10 characters',
  emailInvalid: 'Please enter a valid email address',
  emailRequired: 'Email is required',
  ratingRange: 'Rating must be between 1 and 5',
  latitudeRange: 'Latitude must be a number between -90 and 90',
  longitudeRange: 'Longitude must be a number between -180 and 180',
  queenAgeWhole: 'Queen age must be a whole number of months, 0 or more',
  frameCountRange: 'Frame count must be a whole number from 1 to 100',
  hiveTypeInvalid: 'Hive type must be Langstroth, Top bar or Warre',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  invalidId: 'Invalid id',
  invalidRequest: 'Invalid request',
  invalidJson: 'The request body is not valid JSON',
} as const;

export const API_ERRORS = {
  unauthorized: 'Unauthorized',
  adminRequired: 'Admin access required',
  proRequired: 'Pro subscription required. Upgrade to HiveKeeper Pro to use this feature.',
  hiveLimitReached: `You've reached the limit of ${FREE_PLAN_LIMITS.hives} hives on the free plan.`,
  apiaryLimitReached: `You've reached the limit of ${FREE_PLAN_LIMITS.apiaries} apiary on the free plan.`,
  apiaryHasHives: 'This apiary still has hives. Move them to another apiary or delete them first.',
  apiaryNotFound: 'Apiary not found',
  hiveNotFound: 'Hive not found',
  routeNotFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
} as const;
