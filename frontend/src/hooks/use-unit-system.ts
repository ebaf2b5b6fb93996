import type { UnitSystem } from '@shared/rules/units';
import { DEFAULT_USER_PREFERENCES } from '@shared/domain/user-preferences';
import { useUser } from '@/api/get-user';

/** The units the signed-in beekeeper chose on `/profile`; imperial for a visitor, as the spec starts. */
export function useUnitSystem(): UnitSystem {
  return useUser().data?.preferences.units ?? DEFAULT_USER_PREFERENCES.units;
}
