import { HIVE_STATUS_LABELS } from '@shared/domain/hive';
import type { Hive } from '@shared/schemas/hive';
import { Badge } from '@/components/ui/badge';

/** A hive's status as its card and its page show it: Active in green (all is well), the others quiet. */
export function HiveStatusBadge({ status }: Pick<Hive, 'status'>) {
  return <Badge tone={status === 'active' ? 'green' : 'neutral'}>{HIVE_STATUS_LABELS[status]}</Badge>;
}
