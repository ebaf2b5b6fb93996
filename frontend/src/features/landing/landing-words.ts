import landingSource from '@shared/i18n/catalogs/landing/en-US.json';
import { visitorCatalogue } from '@/lib/visitor-words';

/** The landing page's own words (`shared/i18n/catalogs/landing`); those it shares with pricing are `useVisitorWords`. */
export const useLandingWords = visitorCatalogue('landing', landingSource);
