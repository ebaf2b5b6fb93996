import type source from '@shared/i18n/catalogs/feedback/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import feedbackFiles from 'virtual:catalog/feedback';

export type FeedbackKey = keyof typeof source;

/** The feedback form's and the admin's Feedback Management's words in every language (`catalogs/feedback`). */
export const feedbackMessages = defineCatalog<FeedbackKey>(feedbackFiles);
