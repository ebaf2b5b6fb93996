import { PricingPage } from '@/features/pricing/components/pricing-page';

export function PricingRoute() {
  return <PricingPage />;
}
