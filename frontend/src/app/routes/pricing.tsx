import { UpgradeToProButton } from '@/features/billing/components/upgrade-to-pro-button';
import { PricingPage } from '@/features/pricing/components/pricing-page';
import { useDocumentTitle } from '../page-title';

/** `/pricing`: the plans, for visitors and beekeepers alike; a free beekeeper's Upgrade to Pro opens the payment. */
export function PricingRoute() {
  useDocumentTitle('pricing');
  return <PricingPage upgradeAction={<UpgradeToProButton />} />;
}
