import { useEffect } from 'react';
import { useUser } from '@/api/get-user';
import { activateLocale } from '@/lib/i18n/catalog';
import { currentLocale } from '@/lib/i18n/locale';

/**
 * The language the beekeeper chose on their profile, on every device they sign in on: it replaces the browser's
 * (or the one this browser showed last) once their user is known.
 */
export function ProfileLanguage() {
  const language = useUser().data?.preferences.language;
  useEffect(() => {
    if (language && language !== currentLocale()) void activateLocale(language);
  }, [language]);
  return null;
}
