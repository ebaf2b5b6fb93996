import { RequirePlanToRead } from '@/components/pro-paywall';
import { FINANCIAL_MANAGEMENT } from '@/features/finances/components/financial-management-gate';
import { FinancesScreen } from '@/features/finances/components/finances-screen';
import { useDocumentTitle } from '../page-title';

/** `/finance`: the profit and loss and financial records, for a plan that reads them; anyone else meets the paywall. */
export function FinanceRoute() {
  useDocumentTitle('finance');
  return (
    <RequirePlanToRead record="finances" {...FINANCIAL_MANAGEMENT}>
      <FinancesScreen />
    </RequirePlanToRead>
  );
}
