import { HivesScreen } from '@/features/hives/components/hives-screen';
import { renderFirstApiaryDialog } from './first-apiary-dialog';

/** `/hives`: the beekeeper's hives, optionally one apiary's (`?apiaryId=`). */
export function HivesRoute() {
  return <HivesScreen renderFirstApiaryDialog={renderFirstApiaryDialog} />;
}
