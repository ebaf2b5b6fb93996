import { runtimeConfig } from '@/lib/runtime-config';
import { useMessages } from '@/lib/i18n/catalog';
import { weatherMessages } from '../messages';

/** Where the stage's weather is the local stack's sample figures (`sampleWeather` in /config.json), a line says so. */
export function SampleWeatherNote() {
  const t = useMessages(weatherMessages);
  if (!runtimeConfig().sampleWeather) return null;
  return <span className="block text-xs text-stone-600">{t('current.sample')}</span>;
}
