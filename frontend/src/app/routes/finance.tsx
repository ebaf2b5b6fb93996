import { RequireProAccess } from '@/components/pro-paywall';
import { FinancesScreen } from '@/features/finances/components/finances-screen';
import { useDocumentTitle } from '../page-title';

/** `/finance`: the beekeeper's profit and loss and financial records, behind the Pro paywall. */
export function FinanceRoute() {
  useDocumentTitle('finance');
  return (
    <RequireProAccess
      feature="Financial Management"
      description="Pro keeps your income and expenses and shows your profit and loss by month, category, hive and apiary."
    >
      <FinancesScreen />
    </RequireProAccess>
  );
}
