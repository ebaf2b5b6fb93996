import plansSource from '@shared/i18n/catalogs/plans/en-US.json';
import pricingSource from '@shared/i18n/catalogs/pricing/en-US.json';
import { visitorCatalogue } from '@/lib/visitor-words';

/** The pricing page's own words (`shared/i18n/catalogs/pricing`); the plans' names and the free plan's
 * features are `useVisitorWords`, which the landing page shows too. */
export const usePricingWords = visitorCatalogue('pricing', pricingSource);

/** The Pro plan's price note, trial and upgrade words, the same texts the signed-in paywall shows. */
export const usePlanWords = visitorCatalogue('plans', plansSource);
