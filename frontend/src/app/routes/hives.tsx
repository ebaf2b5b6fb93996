import { HivesScreen } from '@/features/hives/components/hives-screen';

/** `/hives`: the beekeeper's hives, optionally one apiary's (`?apiaryId=`). */
export function HivesRoute() {
  return <HivesScreen />;
}
