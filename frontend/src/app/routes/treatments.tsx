import { TreatmentsScreen } from '@/features/treatments/components/treatments-screen';
import { useDocumentTitle } from '../page-title';

/** `/treatments`: the beekeeper's treatments and recommendations, optionally one hive's or one type's. */
export function TreatmentsRoute() {
  useDocumentTitle('treatments');
  return <TreatmentsScreen />;
}
