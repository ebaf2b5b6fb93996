import { describe, expect, it } from 'vitest';
import {
  compareMatches,
  MAX_QUERY_WORDS,
  MAX_TERMS_PER_RECORD,
  parseQuery,
  snippetOf,
  termsOf,
  type SearchMatch,
} from './search';

describe('the words a record is found by', () => {
  it('are its distinct words, lower-cased with accents folded, without stop words and single letters', () => {
    expect(termsOf(['Élevée Reine', 'The queen is in: a QUEEN cell, frame 4!'])).toEqual([
      'elevee',
      'reine',
      'queen',
      'cell',
      'frame',
      '4',
    ]);
  });

  it('skip missing texts and stop at the cap, the first texts first', () => {
    const long = Array.from({ length: 30 }, (_, index) => `word${index}`).join(' ');
    const terms = termsOf(['Rose', undefined, null, long]);
    expect(terms).toHaveLength(MAX_TERMS_PER_RECORD);
    expect(terms[0]).toBe('rose');
  });

  it('cut very long words to the length searched', () => {
    expect(termsOf(['Pneumonoultramicroscopicsilicovolcanoconiosis'])).toEqual(['pneumonoultramicroscopic']);
  });
});

describe('a query', () => {
  it('searches its last word as a prefix and the others whole', () => {
    expect(parseQuery('Queen  Cel')).toEqual({ words: ['queen'], prefix: 'cel' });
    expect(parseQuery('brood')).toEqual({ words: [], prefix: 'brood' });
  });

  it('drops stop words unless nothing else is left, and searches at most four words', () => {
    expect(parseQuery('the queen of the')).toEqual({ words: [], prefix: 'queen' });
    expect(parseQuery('the')).toEqual({ words: [], prefix: 'the' });
    const many = parseQuery('one two three four five six');
    expect([...many.words, many.prefix]).toHaveLength(MAX_QUERY_WORDS);
    expect(parseQuery('?!')).toEqual({ words: [], prefix: null });
  });
});

describe('ranking', () => {
  const match = (recordId: string, exactWords: number, matchedTerms: string[]): SearchMatch => ({
    recordType: 'inspection',
    recordId,
    exactWords,
    matchedTerms,
  });

  it('puts whole words first, then more words matched, then the newer record', () => {
    const older = match('01A', 1, ['queen']);
    const newer = match('01B', 1, ['queen']);
    const prefixOnly = match('01C', 0, ['queens']);
    const twoTerms = match('01A0', 1, ['queen', 'queens']);
    expect([prefixOnly, older, newer, twoTerms].sort(compareMatches)).toEqual([twoTerms, newer, older, prefixOnly]);
  });
});

describe('the matched text', () => {
  it('is the text around the first matched word, cut at words with ellipses', () => {
    const note =
      'Opened the hive on a warm morning, checked every frame of the brood box and found the queen laying well on both sides of the comb before closing up';
    expect(snippetOf(note, ['queen'])).toBe(
      '…frame of the brood box and found the queen laying well on both sides of the comb…',
    );
    expect(snippetOf('Queen seen', ['que'])).toBe('Queen seen');
    expect(snippetOf('Élevée', ['elev'])).toBe('Élevée');
    expect(snippetOf('Calm bees', ['queen'])).toBeNull();
  });
});
