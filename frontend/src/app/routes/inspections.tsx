import { InspectionsScreen } from '@/features/inspections/components/inspections-screen';
import { useDocumentTitle } from '../page-title';
import { WithInspectionWeatherAdvice } from './inspection-weather-advice';

/** `/inspections`: the beekeeper's inspections, optionally one hive's (`?hiveId=`). */
export function InspectionsRoute() {
  useDocumentTitle('inspections');
  return (
    <WithInspectionWeatherAdvice>
      <InspectionsScreen />
    </WithInspectionWeatherAdvice>
  );
}
