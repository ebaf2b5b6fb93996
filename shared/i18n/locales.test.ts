import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './locales';

describe("a browser's languages", () => {
  it.each([
    [['de-DE', 'en'], 'de'],
    [['de-AT'], 'de'],
    [['pt-PT', 'en'], 'pt-BR'],
    [['cs-CZ'], 'cs'],
    [['en-AU'], 'en-GB'],
    [['en-GB'], 'en-GB'],
    [['en-CA'], 'en-US'],
    [['en'], 'en-US'],
    [['ja-JP', 'fr-CA'], 'fr'],
    [['ja-JP'], 'en-US'],
    [[], 'en-US'],
  ])('%j choose %s', (requested, locale) => {
    expect(negotiateLocale(requested)).toBe(locale);
  });
});
