/** What search says. */

export const SEARCH_VALIDATION = {
  searchQueryRequired: 'Type a word to search for',
} as const;
