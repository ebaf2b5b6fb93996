/**
 * The caller's plan, as every route's access check and plan rule ask for it: one consistent GetItem of the user
 * item, so that this read, which every Lambda carries, brings only the user entity with it (not the data layer's
 * transactions and every other entity).
 */
import { hasProState, planStateOf, type PlanState } from '../../../shared/plan-rules';
import type { Caller } from '../caller';
import { UserEntity } from './entities/user';

/** The caller's plan state (shared/plan-rules.ts): admins from the token, everyone else from the stored subscription. */
export async function callerPlanState(caller: Caller): Promise<PlanState> {
  if (caller.isAdmin) return 'active';
  // Consistent: a payment or a cancellation counts from the very next request.
  const { data: user } = await UserEntity.get({ userId: caller.userId }).go({ consistent: true });
  return user === null ? 'free' : planStateOf({ ...user, isAdmin: false });
}

/** Pro access (shared/plans.ts) for the caller: a plan state with Pro, read as `callerPlanState` reads it. */
export async function callerHasProAccess(caller: Caller): Promise<boolean> {
  return hasProState(await callerPlanState(caller));
}
