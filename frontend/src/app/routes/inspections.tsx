import { InspectionsScreen } from '@/features/inspections/components/inspections-screen';
import { inspectionMessages } from '@/features/inspections/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';
import { WithInspectionWeatherAdvice } from './inspection-weather-advice';

/** `/inspections`: the beekeeper's inspections, optionally one hive's (`?hiveId=`). */
export function InspectionsRoute() {
  const t = useMessages(inspectionMessages);
  useDocumentTitle(t('screen.title'));
  return (
    <WithInspectionWeatherAdvice>
      <InspectionsScreen />
    </WithInspectionWeatherAdvice>
  );
}
