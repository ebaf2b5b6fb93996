import { PHONE_TAB_CLASS } from '@/components/layouts/signed-in-frame';
import { RecordInspectionButton } from '@/features/inspections/components/record-inspection-button';
import { WithInspectionWeatherAdvice } from './inspection-weather-advice';

/**
 * The phone tab bar's Inspect tab: the dashboard's New Inspection quick action (the same dialog, with today's
 * weather advice), one tap from every screen. Its own chunk, composed into the layout by the router.
 */
export function PhoneInspectTab() {
  return (
    <WithInspectionWeatherAdvice>
      <RecordInspectionButton label="Inspect" className={PHONE_TAB_CLASS} />
    </WithInspectionWeatherAdvice>
  );
}
