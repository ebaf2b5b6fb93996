import { afterEach, describe, expect, it, vi } from 'vitest';
import { PSEUDO_LOCALE } from '@shared/i18n/locales';
import { LOCALES } from '@shared/i18n/locales';
import { loadingWord, startsInEnglish, STORED_LOCALE } from './first-paint';

afterEach(() => {
  localStorage.removeItem(STORED_LOCALE);
  vi.restoreAllMocks();
});

describe("the frame's first paint", () => {
  it('is in English for a page that starts in American or British English', () => {
    localStorage.setItem(STORED_LOCALE, 'en-GB');
    expect(startsInEnglish()).toBe(true);
    localStorage.removeItem(STORED_LOCALE);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'de']);
    expect(startsInEnglish()).toBe(true);
  });

  it('has no English words for another language or the pseudo-locale', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en']);
    expect(startsInEnglish()).toBe(false);
    localStorage.setItem(STORED_LOCALE, PSEUDO_LOCALE);
    expect(startsInEnglish()).toBe(false);
    localStorage.setItem(STORED_LOCALE, 'pl');
    expect(startsInEnglish()).toBe(false);
  });
});

describe("the spinner's word before any catalogue loads", () => {
  afterEach(() => {
    document.documentElement.lang = 'en-US';
  });

  it.each(LOCALES)("is the common catalogue's %s word for loading", async (locale) => {
    const catalogue = (await import(`../../../../shared/i18n/catalogs/common/${locale}.json`)) as {
      default: { loading: string };
    };
    document.documentElement.lang = locale;
    expect(loadingWord()).toBe(catalogue.default.loading);
  });
});
