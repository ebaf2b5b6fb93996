import { RequirePlanToRead } from '@/components/pro-paywall';
import { ProductionScreen } from '@/features/production/components/production-screen';
import { useProductionTracking } from '@/features/production/components/production-tracking-gate';
import { useDocumentTitle } from '../page-title';

/** `/production`: the beekeeper's harvests, for a plan that reads them (shared/plan-rules.ts); anyone else meets the paywall. */
export function ProductionRoute() {
  useDocumentTitle('production');
  const tracking = useProductionTracking();
  return (
    <RequirePlanToRead record="production" {...tracking}>
      <ProductionScreen />
    </RequirePlanToRead>
  );
}
