/** What search says. */
import { messageTable } from '../i18n/message-table';

export const SEARCH_VALIDATION = messageTable({
  searchQueryRequired: 'Type a word to search for',
} as const);
