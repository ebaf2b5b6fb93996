import { RequirePlanToRead } from '@/components/pro-paywall';
import { ProductionScreen } from '@/features/production/components/production-screen';
import { useProductionTracking } from '@/features/production/components/production-tracking-gate';
import { productionMessages } from '@/features/production/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';

/** `/production`: the beekeeper's harvests, for a plan that reads them (shared/plan-rules.ts); anyone else meets the paywall. */
export function ProductionRoute() {
  const t = useMessages(productionMessages);
  useDocumentTitle(t('screen.title'));
  const tracking = useProductionTracking();
  return (
    <RequirePlanToRead record="production" {...tracking}>
      <ProductionScreen />
    </RequirePlanToRead>
  );
}
