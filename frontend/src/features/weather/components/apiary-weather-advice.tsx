import { CloudSun } from 'lucide-react';
import type { Apiary } from '@shared/schemas/apiary';
import { formatTemperature } from '@shared/rules/units';
import { weatherAdviceKind } from '@shared/rules/weather';
import { useApiaries } from '@/api/get-apiaries';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { useWeather } from '@/api/get-weather';
import { useMessages } from '@/lib/i18n/catalog';
import { weatherMessages } from '../messages';
import { SampleWeatherNote } from './sample-weather-note';

/**
 * Today's inspection advice at one apiary (spec section 9's words), for the inspection dialog: the weather now and
 * whether it is a day to open hives. An apiary without coordinates has no weather, and shows nothing.
 * When the weather can't be read, a quiet line says so.
 */
export function ApiaryWeatherAdvice({ apiaryId }: { apiaryId: string }) {
  const apiary = useApiaries().data?.find((each) => each.id === apiaryId);
  if (!apiary || apiary.latitude === null || apiary.longitude === null) return null;
  return <LocatedApiaryAdvice apiary={apiary} />;
}

function LocatedApiaryAdvice({ apiary }: { apiary: Apiary }) {
  const weather = useWeather(apiary.id);
  const system = useUnitSystem();
  const t = useMessages(weatherMessages);
  const current = weather.data?.available ? weather.data.current : undefined;
  const condition = current?.weather[0];
  // No weather is no reason to stop an inspection: a quiet line, not a banner over the form.
  if (!weather.isPending && (!current || !condition)) {
    return (
      <p aria-live="polite" className="text-sm text-stone-600">
        {t('advice.none', { apiary: apiary.name })}
      </p>
    );
  }
  let text: string;
  if (!current || !condition) text = t('advice.checking', { apiary: apiary.name });
  else {
    text = t('advice.today', {
      apiary: apiary.name,
      temperature: formatTemperature(current.temp, system),
      condition: t(`conditionInSentence.${condition.main}`),
      advice: t(`advice.${weatherAdviceKind(current.temp, condition.main)}`),
    });
  }
  return (
    <p
      aria-live="polite"
      className="flex items-start gap-2 rounded-md bg-honey-50 px-3 py-2 text-sm text-stone-900 wrap-anywhere"
    >
      <CloudSun aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-honey-700" />
      <span>
        {text}
        {current && <SampleWeatherNote />}
      </span>
    </p>
  );
}
