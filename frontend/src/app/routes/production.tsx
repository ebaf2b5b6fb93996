import { RequireProAccess } from '@/components/pro-paywall';
import { ProductionScreen } from '@/features/production/components/production-screen';
import { PRODUCTION_TRACKING } from '@/features/production/components/production-tracking-gate';
import { useDocumentTitle } from '../page-title';

/** `/production`: the beekeeper's harvests, for Pro beekeepers and admins; anyone else meets the paywall. */
export function ProductionRoute() {
  useDocumentTitle('production');
  return (
    <RequireProAccess {...PRODUCTION_TRACKING}>
      <ProductionScreen />
    </RequireProAccess>
  );
}
