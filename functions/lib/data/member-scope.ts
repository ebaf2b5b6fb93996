/**
 * A member's scope on a shared account: the chosen apiaries (`Caller.member.apiaryIds`, read with the membership)
 * and their hives and records, or the whole account. The data functions of a `scoped` route keep to it: a record
 * outside answers 404 like another beekeeper's, a list holds only what lies inside. Only `assertHiveInScope` costs
 * a request (a hive's apiary), and only for a member of chosen apiaries.
 */
import { API_ERRORS } from '../../../shared/messages';
import type { Caller } from '../caller';
import { NotFoundError } from '../errors';
import { HiveEntity } from './entities/hive';

/** The apiaries the caller may see and work on, or null for the whole account (its owner, a member of it all). */
export function scopeOf(caller: Caller): ReadonlySet<string> | null {
  const apiaryIds = caller.member?.apiaryIds ?? null;
  return apiaryIds === null ? null : new Set(apiaryIds);
}

/** Whether a record of `apiaryId` lies within the caller's scope. */
export function inScope(caller: Caller, apiaryId: string): boolean {
  return scopeOf(caller)?.has(apiaryId) ?? true;
}

/** 404, with `message` (the record's own "not found"), for a record of an apiary outside the caller's scope. */
export function assertInScope(caller: Caller, apiaryId: string, message: string = API_ERRORS.apiaryNotFound): void {
  if (!inScope(caller, apiaryId)) throw new NotFoundError(message);
}

/**
 * 404, with `message`, for a record of a hive outside a member's scope (or a hive gone): one Get of the hive's
 * apiary, for a member of chosen apiaries only, when the route has not read the hive already.
 */
export async function assertHiveInScope(caller: Caller, hiveId: string, message: string): Promise<void> {
  if (scopeOf(caller) === null) return;
  const { data } = await HiveEntity.get({ userId: caller.userId, hiveId }).go({ attributes: ['apiaryId'] });
  if (!data || !inScope(caller, data.apiaryId)) throw new NotFoundError(message);
}
