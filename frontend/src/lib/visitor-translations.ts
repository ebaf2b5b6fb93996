/**
 * The translated words of a visitor's pages (`shared/i18n/catalogs/{landing,pricing,plans,visitor}`) and of the
 * signed-out frame (`signed-out`, `account-error`), each language a chunk of its own. This map is a chunk too, loaded
 * in another language than American English only: the English landing page, the one most visitors see first,
 * downloads none of it.
 */
import type { Locale } from '@shared/i18n/locales';

const TRANSLATIONS = import.meta.glob<Readonly<Record<string, string>>>(
  [
    '@shared/i18n/catalogs/{landing,pricing,plans,visitor,signed-out,account-error}/*.json',
    '!@shared/i18n/catalogs/*/en-US.json',
  ],
  { import: 'default' },
);

/** `area`'s catalogue in `locale` (not the source's, which ships with its page). */
export function loadTranslation(area: string, locale: Locale): Promise<Readonly<Record<string, string>>> {
  const file = Object.entries(TRANSLATIONS).find(([path]) => path.endsWith(`/${area}/${locale}.json`));
  if (!file) throw new Error(`No ${locale} catalogue of ${area} for a visitor's page`);
  return file[1]();
}
