import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import { VOCABULARY_PHRASE_MAX_LENGTH, vocabularyNameOf, vocabularyPhrasesOf, vocabularyWordsOf } from './vocabulary';

/**
 * The characters each language's custom vocabulary may use ("Character sets for custom vocabularies", Amazon
 * Transcribe developer guide): a-z and A-Z, the hyphen and the period, and the language's own letters; the apostrophe
 * where the set lists it. Polish and Czech: their alphabets' letters, without the apostrophe.
 */
const LATIN = 'a-zA-Z.\\-';
const LETTERS: Record<Locale, string> = {
  'en-US': "'",
  'en-GB': "'",
  de: "'äöüßÄÖÜ",
  fr: "'àâçèéêëîïôöùûüÀÂÇÈÉÊËÎÏÔÖÙÛÜ",
  es: "'áéíóúñüÁÉÍÓÚÑ",
  it: "'àäçèéêëìòùüÀÄÇÈÉÊËÌÒÙÜ",
  nl: "'àáâäçèéêëìíîïñòóôöùúûü",
  pl: 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ',
  'pt-BR': "'àáâãäçèéêëíñóôõöúüÀÁÂÃÄÇÈÉÊËÍÑÓÔÕÖÚÜ",
  cs: 'áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ',
};

describe.each(LOCALES)('the %s beekeeping vocabulary', (locale) => {
  const phrases = vocabularyPhrasesOf(locale);

  it("sends only characters of the language's set: no digit, no space, precomposed accents", () => {
    const allowed = new RegExp(`^[${LATIN}${LETTERS[locale]}]+$`);
    const refused = phrases.filter((phrase) => !allowed.test(phrase) || phrase.normalize('NFC') !== phrase);
    expect(refused).toEqual([]);
  });

  it("keeps each phrase within Transcribe's length, once, and starting with a letter", () => {
    expect(phrases.filter((phrase) => phrase.length > VOCABULARY_PHRASE_MAX_LENGTH)).toEqual([]);
    expect(new Set(phrases).size).toBe(phrases.length);
    expect(phrases.filter((phrase) => !/^\p{L}/u.test(phrase))).toEqual([]);
  });

  it('teaches Transcribe the varroa mite, brood and the treatments sold by name', () => {
    expect(phrases.length).toBeGreaterThanOrEqual(30);
    expect(phrases.some((phrase) => /^[vw]arro/i.test(phrase))).toBe(true);
    expect(phrases).toEqual(expect.arrayContaining(['Apivar', 'Formic-Pro']));
  });
});

describe('vocabulary phrases', () => {
  it('hyphenate the words of a phrase, as the list format wants', () => {
    expect(vocabularyWordsOf('en-US')).toContain('queen cells');
    expect(vocabularyPhrasesOf('en-US')).toContain('queen-cells');
    expect(vocabularyPhrasesOf('de')).toEqual(expect.arrayContaining(['Oxalsäure', 'Weiselzellen', 'Zarge']));
    expect(vocabularyPhrasesOf('fr')).toContain("lavage-à-l'alcool");
  });
});

describe('vocabulary names', () => {
  it("name one vocabulary per stage and language, as Transcribe's names allow", () => {
    const names = LOCALES.map((locale) => vocabularyNameOf('hivekeeper-prod', locale));
    expect(names).toContain('hivekeeper-prod-pt-BR');
    expect(new Set(names).size).toBe(LOCALES.length);
    for (const name of names) expect(name).toMatch(/^[0-9a-zA-Z._-]{1,200}$/);
  });
});
