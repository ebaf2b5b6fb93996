import { use } from 'react';
import { LOCALE_NAMES, LOCALES, SOURCE_LOCALE } from '@shared/i18n/locales';
import { localizedPath } from '@shared/i18n/visitor-paths';
import { rememberLocale, useVisitorWords, VisitorLocaleContext } from '@/lib/visitor-words';

/**
 * The visitor's language switcher (the landing's and pricing's footer): the same page in each other language, each
 * named in its own words. Plain links, so each language's page arrives prerendered, and search engines follow them.
 */
export function VisitorLanguageLinks({ page }: { page: string }) {
  const current = use(VisitorLocaleContext);
  return (
    <nav aria-label={useVisitorWords().languages}>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {LOCALES.filter((locale) => locale !== current).map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(page, locale)}
              hrefLang={locale}
              lang={locale}
              className="rounded-sm text-stone-700 underline-offset-4 hover:text-stone-900 hover:underline"
              // `/` names no language (a browser's own is used there), so choosing American English is kept here.
              onClick={locale === SOURCE_LOCALE ? () => rememberLocale(locale) : undefined}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
