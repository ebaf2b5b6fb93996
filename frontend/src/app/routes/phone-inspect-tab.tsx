import { PHONE_TAB_CLASS } from '@/components/layouts/signed-in-frame';
import { appMessages } from '@/components/layouts/messages';
import { RecordInspectionButton } from '@/features/inspections/components/record-inspection-button';
import { useMessages } from '@/lib/i18n/catalog';
import { WithInspectionWeatherAdvice } from './inspection-weather-advice';

/**
 * The phone tab bar's Inspect tab: the dashboard's New Inspection quick action (the same dialog, with today's
 * weather advice), one tap from every screen. Its own chunk, composed into the layout by the router.
 */
export function PhoneInspectTab() {
  const t = useMessages(appMessages);
  return (
    <WithInspectionWeatherAdvice>
      <RecordInspectionButton label={t('inspectTab')} className={PHONE_TAB_CLASS} />
    </WithInspectionWeatherAdvice>
  );
}
