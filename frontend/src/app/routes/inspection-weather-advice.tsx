import type { ReactNode } from 'react';
import { InspectionAdviceProvider } from '@/features/inspections/components/inspection-advice';
import { ApiaryWeatherAdvice } from '@/features/weather/components/apiary-weather-advice';

const todaysWeather = (apiaryId: string) => <ApiaryWeatherAdvice apiaryId={apiaryId} />;

/** The record-inspection dialogs inside show today's weather advice for the chosen hive's apiary. */
export function WithInspectionWeatherAdvice({ children }: { children: ReactNode }) {
  return <InspectionAdviceProvider advice={todaysWeather}>{children}</InspectionAdviceProvider>;
}
