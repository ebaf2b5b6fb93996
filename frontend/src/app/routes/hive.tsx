import { useParams } from 'react-router-dom';
import { HivePage } from '@/features/hives/components/hive-page';

/** `/hives/:hiveId`: one hive's page. */
export function HiveRoute() {
  const { hiveId = '' } = useParams();
  // A new hive id is a new page: nothing (an open dialog, a pending delete) carries over from the last one.
  return <HivePage key={hiveId} hiveId={hiveId} />;
}
