import { describe, expect, it } from 'vitest';
import { localeNamedBy, localizedPath, translatedPage } from './visitor-paths';

describe("a visitor's page addresses", () => {
  it('put each language but American English under its tag in lower case', () => {
    expect(localizedPath('/', 'de')).toBe('/de');
    expect(localizedPath('/pricing', 'pt-BR')).toBe('/pt-br/pricing');
    expect(localizedPath('/pricing', 'en-US')).toBe('/pricing');
  });

  it('read the language back from the first segment, and nothing else as one', () => {
    expect(localeNamedBy('en-gb')).toBe('en-GB');
    expect(localeNamedBy('en-us')).toBeUndefined();
    expect(localeNamedBy('login')).toBeUndefined();
    expect(translatedPage('/de')).toEqual({ page: '/', locale: 'de' });
    expect(translatedPage('/pt-br/pricing')).toEqual({ page: '/pricing', locale: 'pt-BR' });
    expect(translatedPage('/pricing')).toBeUndefined();
  });
});
