import { healthStatusTone, type HealthTone } from '@shared/rules/health';
import { Badge } from '@/components/ui/badge';
import { useLabels } from '@/lib/i18n/labels';

const BADGE_TONES = { good: 'green', warning: 'amber', neutral: 'neutral' } as const satisfies Record<
  HealthTone,
  string
>;

/** A hive's health status coloured by the spec's rule: green when good, amber when it needs a look, else neutral. */
export function HealthBadge({ healthStatus }: { healthStatus: string }) {
  const labels = useLabels();
  return <Badge tone={BADGE_TONES[healthStatusTone(healthStatus)]}>{labels.health(healthStatus)}</Badge>;
}
