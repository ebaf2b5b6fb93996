import { useEffect } from 'react';

const APP_NAME = 'HiveKeeper';

/** The landing page's title says what HiveKeeper is: it is what a search result or a shared link shows. */
const LANDING_TITLE = `${APP_NAME} — Record keeping for hobbyist and commercial beekeepers`;

/** Every other screen's name, as its heading says it: the title reads "<name> · HiveKeeper". */
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
  pricing: 'Pricing',
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

export type TitledScreen = keyof typeof SCREEN_NAMES | 'landing';

/**
 * The document title of `screen`: what the browser tab, the history and a screen reader call the page. A record's
 * own page names the record first ("Buttercup · Hive · HiveKeeper") once it is known.
 */
export function documentTitle(screen: TitledScreen, recordName?: string): string {
  if (screen === 'landing') return LANDING_TITLE;
  return [recordName, SCREEN_NAMES[screen], APP_NAME].filter(Boolean).join(' · ');
}

/** Sets the document title for the screen a route shows; every route component calls it once. */
export function useDocumentTitle(screen: TitledScreen, recordName?: string): void {
  useEffect(() => {
    document.title = documentTitle(screen, recordName);
  }, [screen, recordName]);
}
