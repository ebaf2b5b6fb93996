/** Voice inspections: drafting inspections from what a beekeeper said (docs/features/voice-inspections.md). */
import { INSPECTION_DRAFTS_PER_DAY } from '../domain/inspection-drafts';
import { messageTable } from '../i18n/message-table';

export const INSPECTION_DRAFT_VALIDATION = messageTable({
  transcriptRequired: 'Say or type what you saw in the hives',
} as const);

export const INSPECTION_DRAFT_API_ERRORS = messageTable({
  inspectionDraftsPerDay: `You have made ${INSPECTION_DRAFTS_PER_DAY} drafts from your words today, the most a day. Record the inspection with the form, or try again tomorrow.`,
  inspectionDraftFailed:
    'HiveKeeper could not make a draft from these words. Please try again, or record with the form.',
} as const);
