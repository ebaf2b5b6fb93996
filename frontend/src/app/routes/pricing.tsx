import { PricingPage } from '@/features/pricing/components/pricing-page';
import { useDocumentTitle } from '../page-title';

/** `/pricing`: the plans, for visitors and beekeepers alike. */
export function PricingRoute() {
  useDocumentTitle('pricing');
  return <PricingPage />;
}
