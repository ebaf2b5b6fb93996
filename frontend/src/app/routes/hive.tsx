import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { hiveQueryOptions } from '@/api/get-hive';
import { ColonyHistory } from '@/features/colony-events/components/colony-history';
import { HiveLabelCodes } from '@/features/hive-labels/components/hive-label-codes';
import { HivePage } from '@/features/hives/components/hive-page';
import { RecordInspectionButton } from '@/features/inspections/components/record-inspection-button';
import { HiveTreatments } from '@/features/treatments/components/hive-treatments';
import { useDocumentTitle } from '../page-title';
import { WithInspectionWeatherAdvice } from './inspection-weather-advice';

/** `/hives/:hiveId`: one hive's page, titled with the hive's name once the page has read it. */
export function HiveRoute() {
  const { hiveId = '' } = useParams();
  // Reads the page's own cached answer, never fetches: the page decides when the hive is read.
  const { data: hive } = useQuery({ ...hiveQueryOptions(hiveId), enabled: false });
  useDocumentTitle('hive', hive?.name);
  // A new hive id is a new page: nothing (an open dialog, a pending delete) carries over from the last one.
  return (
    <WithInspectionWeatherAdvice>
      <HivePage
        key={hiveId}
        hiveId={hiveId}
        recordInspectionAction={<RecordInspectionButton label="Record Inspection" hiveId={hiveId} />}
        treatmentsSection={
          <>
            <HiveLabelCodes hiveId={hiveId} />
            <HiveTreatments hiveId={hiveId} />
          </>
        }
        colonyHistorySection={<ColonyHistory hiveId={hiveId} />}
      />
    </WithInspectionWeatherAdvice>
  );
}
