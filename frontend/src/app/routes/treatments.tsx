import { TreatmentsScreen } from '@/features/treatments/components/treatments-screen';
import { treatmentsMessages } from '@/features/treatments/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';

/** `/treatments`: the beekeeper's treatments and recommendations, optionally one hive's or one type's. */
export function TreatmentsRoute() {
  const t = useMessages(treatmentsMessages);
  useDocumentTitle(t('screen.title'));
  return <TreatmentsScreen />;
}
