import type { VarroaContext } from '@shared/rules/varroa';
import { useApiaries } from '@/api/get-apiaries';
import { useHives } from '@/api/get-hives';

/**
 * Where each hive stands for its varroa threshold: its apiary's latitude decides the hemisphere, so the season.
 * Until the hives and apiaries have loaded a hive reads as northern, the calendar the sources are written for.
 */
export function useVarroaContext(): (hiveId: string) => VarroaContext {
  const hives = useHives();
  const apiaries = useApiaries();
  return (hiveId) => {
    const apiaryId = hives.data?.find((hive) => hive.id === hiveId)?.apiaryId;
    const latitude = apiaries.data?.find((apiary) => apiary.id === apiaryId)?.latitude;
    return { latitude };
  };
}
