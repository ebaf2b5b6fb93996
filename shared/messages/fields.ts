/**
 * The names HiveKeeper's validation messages give a field ("Notes must be at most 2000 characters"), in a table of
 * their own so each has a code: the web app says a message's parameters that are messages themselves in the
 * beekeeper's language (`frontend/src/lib/i18n/message-text.ts`), so "Notizen darf höchstens 2000 Zeichen lang
 * sein". The schemas' helpers take only these names (`FieldName`).
 */
import { messageTable } from '../i18n/message-table';

export const FIELD_NAMES = messageTable({
  fieldAmount: 'Amount',
  fieldBio: 'Bio',
  fieldBuyer: 'Buyer',
  fieldCappedBrood: 'Capped brood',
  fieldCategory: 'Category',
  fieldCause: 'Cause',
  fieldClipped: 'Clipped',
  fieldCost: 'Cost',
  fieldDescription: 'Description',
  fieldDosage: 'Dosage',
  fieldEggsPresent: 'Eggs present',
  fieldFeed: 'Feed',
  fieldFirstName: 'First name',
  fieldHiveType: 'Hive type',
  fieldLastName: 'Last name',
  fieldLocation: 'Location',
  fieldMarking: 'Marking',
  fieldMessage: 'Message',
  fieldName: 'Name',
  fieldNewHiveName: 'New hive name',
  fieldNotes: 'Notes',
  fieldOn: 'On',
  fieldOpenBrood: 'Open brood',
  fieldOrder: 'Order',
  fieldOrigin: 'Origin',
  fieldPriority: 'Priority',
  fieldProductType: 'Product type',
  fieldProduct: 'Product',
  fieldProfileImageURL: 'Profile image URL',
  fieldPurpose: 'Purpose',
  fieldQuality: 'Quality',
  fieldQuantity: 'Quantity',
  fieldQueenCells: 'Queen cells',
  fieldQueenId: 'Queen id',
  fieldQueenMarking: 'Queen marking',
  fieldQueenSeen: 'Queen seen',
  fieldReason: 'Reason',
  fieldRepeat: 'Repeat',
  fieldRole: 'Role',
  fieldSearch: 'Search',
  fieldSeller: 'Seller',
  fieldStatus: 'Status',
  fieldSubject: 'Subject',
  fieldSubscriptionTier: 'Subscription tier',
  fieldSyrupRatio: 'Syrup ratio',
  fieldTitle: 'Title',
  fieldTreatmentName: 'Treatment name',
  fieldTreatmentType: 'Treatment type',
  fieldType: 'Type',
  fieldUnit: 'Unit',
  fieldVarroaMethod: 'Varroa method',
  fieldAdmin: 'admin',
  fieldApiaries: 'apiaries',
  fieldDiseases: 'diseases',
  fieldPhotos: 'photos',
  fieldTreatments: 'treatments',
} as const);

/** A field's name as validation messages write it. */
export type FieldName = (typeof FIELD_NAMES)[keyof typeof FIELD_NAMES];
