import { useEffect } from 'react';

const APP_NAME = 'HiveKeeper';

/**
 * Each screen's name, as its heading says it: the title reads "<name> · HiveKeeper". The landing page and pricing
 * title themselves in their visitor's language (`shared/i18n/catalogs/{landing,pricing}`, `pageTitle`).
 */
const SCREEN_NAMES = {
  dashboard: 'Dashboard',
  apiaries: 'Apiaries',
  hives: 'Hives',
  hive: 'Hive',
  hiveLabels: 'Hive labels',
  scan: 'Scan a hive label',
  inspections: 'Inspections',
  production: 'Production Tracking',
  treatments: 'Treatments',
  schedule: 'Task Schedule',
  queens: 'Queens',
  queen: 'Queen',
  finance: 'Financial Management',
  community: 'Community',
  winterLosses: 'Winter losses',
  profile: 'Profile',
  team: 'Team',
  feedback: 'Feedback',
  unsubscribe: 'Reminder e-mails',
  newsletterConfirm: 'Newsletter',
  admin: 'Admin Dashboard',
  login: 'Sign In or Create Account',
  authenticationRequired: 'Authentication Required',
  accessDenied: 'Access denied',
  notFound: 'Page not found',
} as const;

export type TitledScreen = keyof typeof SCREEN_NAMES;

/**
 * The document title of `screen`: what the browser tab, the history and a screen reader call the page. A record's
 * own page names the record first ("Buttercup · Hive · HiveKeeper") once it is known.
 */
export function documentTitle(screen: TitledScreen, recordName?: string): string {
  return [recordName, SCREEN_NAMES[screen], APP_NAME].filter(Boolean).join(' · ');
}

/** Sets the document title for the screen a route shows; every route component calls it once. */
export function useDocumentTitle(screen: TitledScreen, recordName?: string): void {
  useEffect(() => {
    document.title = documentTitle(screen, recordName);
  }, [screen, recordName]);
}
