import {
  Cloud,
  CloudDrizzle,
  CloudFog,
  CloudLightning,
  CloudRain,
  CloudSnow,
  Sun,
  type LucideIcon,
} from 'lucide-react';
import type { WeatherCondition } from '@shared/schemas/weather';
import { cn } from '@/lib/cn';

const CONDITION_ICONS: Record<WeatherCondition, LucideIcon> = {
  Clear: Sun,
  Clouds: Cloud,
  Fog: CloudFog,
  Drizzle: CloudDrizzle,
  Rain: CloudRain,
  Snow: CloudSnow,
  Thunderstorm: CloudLightning,
};

/** A condition's picture; decorative, since the condition is always written next to it. */
export function WeatherIcon({ condition, className }: { condition: WeatherCondition; className?: string }) {
  const Icon = CONDITION_ICONS[condition];
  return <Icon aria-hidden="true" className={cn('shrink-0 text-honey-700', className)} />;
}
