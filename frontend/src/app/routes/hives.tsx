import { HivesScreen } from '@/features/hives/components/hives-screen';
import { useDocumentTitle } from '../page-title';
import { renderFirstApiaryDialog } from './first-apiary-dialog';

/** `/hives`: the beekeeper's hives, optionally one apiary's (`?apiaryId=`). */
export function HivesRoute() {
  useDocumentTitle('hives');
  return <HivesScreen renderFirstApiaryDialog={renderFirstApiaryDialog} />;
}
