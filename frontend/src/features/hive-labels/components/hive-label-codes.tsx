import { useQuery } from '@tanstack/react-query';
import { formatLabelCode } from '@shared/domain/hive-labels';
import { NEXT_CURSOR_HEADER } from '@shared/domain/paging';
import type { HiveLabel } from '@shared/schemas/hive-label';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { useMessages } from '@/lib/i18n/catalog';
import { hiveLabelsQueryKey } from '../api/hive-labels-key';
import { hiveLabelsMessages } from '../messages';

/** The codes of the labels stuck on a hive, on its page (nothing while it has none): `GET /api/hive-labels?hiveId=`. */
export function HiveLabelCodes({ hiveId }: { hiveId: string }) {
  const t = useMessages(hiveLabelsMessages);
  const labels = useQuery({
    queryKey: [...hiveLabelsQueryKey(), { hiveId }],
    queryFn: async () =>
      (await api.getPage<HiveLabel>(apiPath(routes.listHiveLabels, {}, { hiveId }), NEXT_CURSOR_HEADER)).items,
  });
  const codes = labels.data?.map((label) => formatLabelCode(label.code)) ?? [];
  if (codes.length === 0) return null;
  return <p className="font-mono text-sm text-stone-700">{t('hive.codes', { codes: codes.join(', ') })}</p>;
}
