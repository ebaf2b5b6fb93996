import { useQueries } from '@tanstack/react-query';
import type { VarroaContext } from '@shared/rules/varroa';
import { useApiaries } from '@/api/get-apiaries';
import { hiveQueryOptions } from '@/api/get-hive';

/**
 * Where each of these hives stands for its varroa threshold: its apiary's latitude decides the hemisphere, so the
 * season (an apiary without one is northern). When every apiary lies in one hemisphere, as for nearly every
 * beekeeper, that is every hive's and no hive is read; a beekeeper with apiaries in both has these hives read (the
 * few of a form or a page) for their apiary. Until then, and for a hive it can't place, a hive reads as northern,
 * the calendar the sources are written for.
 */
export function useVarroaContext(hiveIds: readonly string[]): (hiveId: string) => VarroaContext {
  const apiaries = useApiaries().data ?? [];
  const southern = apiaries.filter(({ latitude }) => latitude !== null && Number(latitude) < 0);
  const bothHemispheres = southern.length > 0 && southern.length < apiaries.length;
  const hives = useQueries({
    queries: [...new Set(hiveIds)].map((id) => ({ ...hiveQueryOptions(id), enabled: bothHemispheres })),
  });
  return (hiveId) => {
    if (!bothHemispheres) return { latitude: southern[0]?.latitude };
    const apiaryId = hives.find((hive) => hive.data?.id === hiveId)?.data?.apiaryId;
    return { latitude: apiaries.find(({ id }) => id === apiaryId)?.latitude };
  };
}
