import type plansSource from '@shared/i18n/catalogs/plans/en-US.json';
import { PRO_PLAN } from '@shared/plans';
import { formatMoney } from '@/lib/i18n/format';
import { defineCatalog, useMessages } from '@/lib/i18n/catalog';
import plansFiles from 'virtual:catalog/plans';
import { PRO_FEATURE_KEYS } from './pro-feature-keys';

/**
 * The Pro plan as the paywall and the upgrade prompts say it: price, trial and features
 * (`shared/i18n/catalogs/plans`).
 */
export const planMessages = defineCatalog<keyof typeof plansSource>(plansFiles);

/** The Pro plan's words in the language shown, with its price and features. */
export function usePlanWords() {
  const t = useMessages(planMessages);
  return {
    t,
    price: formatMoney(PRO_PLAN.priceUsdPerMonth),
    trialDays: PRO_PLAN.trialDays,
    features: PRO_FEATURE_KEYS.map((key) => t(`feature.${key}`)),
  };
}
