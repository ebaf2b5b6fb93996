import pricingSource from '@shared/i18n/catalogs/pricing/en-US.json';
import { visitorCatalogue } from '@/lib/visitor-words';

/** The pricing page's own words (`shared/i18n/catalogs/pricing`); its plans' words are the landing's. */
export const usePricingWords = visitorCatalogue('pricing', pricingSource);
