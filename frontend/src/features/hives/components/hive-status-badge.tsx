import type { Hive } from '@shared/schemas/hive';
import { Badge } from '@/components/ui/badge';
import { useLabels } from '@/lib/i18n/labels';

/** A hive's status as its card and its page show it: Active in green (all is well), the others quiet. */
export function HiveStatusBadge({ status }: Pick<Hive, 'status'>) {
  const labels = useLabels();
  return <Badge tone={status === 'active' ? 'green' : 'neutral'}>{labels.hiveStatus(status)}</Badge>;
}
