import { RequirePlanToRead } from '@/components/pro-paywall';
import { useFinancialManagement } from '@/features/finances/components/financial-management-gate';
import { FinancesScreen } from '@/features/finances/components/finances-screen';
import { financesMessages } from '@/features/finances/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';

/** `/finance`: the profit and loss and financial records, for a plan that reads them; anyone else meets the paywall. */
export function FinanceRoute() {
  const t = useMessages(financesMessages);
  useDocumentTitle(t('screen.title'));
  const management = useFinancialManagement();
  return (
    <RequirePlanToRead record="finances" {...management}>
      <FinancesScreen />
    </RequirePlanToRead>
  );
}
