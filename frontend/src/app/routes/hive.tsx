import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { hiveQueryOptions } from '@/api/get-hive';
import { ColonyHistory } from '@/features/colony-events/components/colony-history';
import { HiveScales } from '@/features/hive-scales/components/hive-scales-card';
import { HiveLabelCodes } from '@/features/hive-labels/components/hive-label-codes';
import { HivePage } from '@/features/hives/components/hive-page';
import { hivesMessages } from '@/features/hives/messages';
import { VarroaWordsContext } from '@/features/hives/hooks/varroa-words';
import { RecordInspectionButton } from '@/features/inspections/components/record-inspection-button';
import { useVarroaWords } from '@/features/inspections/hooks/use-varroa-words';
import { HiveTreatments } from '@/features/treatments/components/hive-treatments';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';
import { WithInspectionWeatherAdvice } from './inspection-weather-advice';

/** `/hives/:hiveId`: one hive's page, titled with the hive's name once the page has read it. */
export function HiveRoute() {
  const t = useMessages(hivesMessages);
  const { hiveId = '' } = useParams();
  // Reads the page's own cached answer, never fetches: the page decides when the hive is read.
  const { data: hive } = useQuery({ ...hiveQueryOptions(hiveId), enabled: false });
  useDocumentTitle(t('page.title'), hive?.name);
  // The hive's inspections and trends word varroa checks as the inspections feature does, in the language shown.
  const varroaWords = useVarroaWords();
  // A new hive id is a new page: nothing (an open dialog, a pending delete) carries over from the last one.
  return (
    <WithInspectionWeatherAdvice>
      <VarroaWordsContext value={varroaWords}>
        <HivePage
          key={hiveId}
          hiveId={hiveId}
          recordInspectionAction={<RecordInspectionButton label={t('page.recordInspection')} hiveId={hiveId} />}
          treatmentsSection={
            <>
              <HiveLabelCodes hiveId={hiveId} />
              <HiveTreatments hiveId={hiveId} />
            </>
          }
          colonyHistorySection={<ColonyHistory hiveId={hiveId} />}
          scalesSection={<HiveScales hiveId={hiveId} />}
        />
      </VarroaWordsContext>
    </WithInspectionWeatherAdvice>
  );
}
