import type { Locale } from '@shared/i18n/locales';
import { UpgradeToProButton } from '@/features/billing/components/upgrade-to-pro-button';
import { PricingPage } from '@/features/pricing/components/pricing-page';

/**
 * `/pricing` (and `/de/pricing`... in each language): the plans, for visitors and beekeepers alike; a free
 * beekeeper's Upgrade to Pro opens the payment. The page titles itself in its language.
 */
export function PricingRoute({ locale }: { locale?: Locale }) {
  return <PricingPage upgradeAction={<UpgradeToProButton />} locale={locale} />;
}
