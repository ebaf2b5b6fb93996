/**
 * Voice inspections' drafts (POST /api/inspection-drafts): the transcript of what a beekeeper said at one of their
 * apiaries, turned by the configured drafter into a draft per hive spoken of. Nothing is stored but the acting
 * beekeeper's count of the UTC day (`BEEKEEPER_RATE_COUNTERS.inspectionDrafts`), raised before the drafter runs, so a
 * runaway client can't run up the model's bill; the transcript and the drafts are answered and forgotten.
 */
import * as z from 'zod';
import { API_ERRORS } from '../../../shared/messages';
import { INSPECTION_DRAFT_API_ERRORS } from '../../../shared/messages/inspection-drafts';
import { DEFAULT_USER_PREFERENCES } from '../../../shared/domain/user-preferences';
import { SOURCE_LOCALE } from '../../../shared/i18n/locales';
import {
  hiveInspectionDraftSchema,
  type HiveInspectionDraft,
  type InspectionDraftAnswer,
  type inspectionDraftRequestSchema,
} from '../../../shared/schemas/inspection-draft';
import type { Caller } from '../caller';
import { ContentGenerationError } from '../content/content-generator';
import type { DraftableHive, DraftBrief, InspectionDrafter } from '../content/inspection-drafter';
import { BadGatewayError, NotFoundError, TooManyRequestsError } from '../errors';
import { logger } from '../logger';
import { ApiaryEntity } from './entities/apiary';
import { HiveEntity } from './entities/hive';
import { UserEntity } from './entities/user';
import { inScope } from './member-scope';
import { BEEKEEPER_RATE_COUNTERS, takeRateCounterPlace } from './rate-counters';

/**
 * The most active hives of one apiary a draft is made for: a commercial yard holds hundreds, and every name goes to
 * the drafter. One Query stops there.
 */
const DRAFTABLE_HIVES_MAX = 1000;

const draftsSchema = z.array(hiveInspectionDraftSchema);

type ParsedInspectionDraftRequest = z.output<typeof inspectionDraftRequestSchema>;

/**
 * Drafts the inspections `request.transcript` speaks of, for the hives of the caller's apiary `request.apiaryId`
 * (404 for anyone else's, or one outside a member's scope), with `drafter`. 429 when the acting beekeeper has had
 * the day's drafts (nothing else is done); 502 when the drafter gives nothing usable (its detail in the log only).
 */
export async function draftInspections(
  caller: Caller,
  { apiaryId, transcript, locale }: ParsedInspectionDraftRequest,
  drafter: InspectionDrafter,
): Promise<InspectionDraftAnswer> {
  const { userId } = caller;
  const actingUserId = caller.member?.userId ?? userId;
  if (!inScope(caller, apiaryId)) throw new NotFoundError(API_ERRORS.apiaryNotFound);
  const [{ data: apiary }, { data: profile }] = await Promise.all([
    ApiaryEntity.get({ userId, apiaryId }).go({ attributes: ['apiaryId'], consistent: true }),
    UserEntity.get({ userId: actingUserId }).go({ attributes: ['language', 'units'] }),
  ]);
  if (!apiary) throw new NotFoundError(API_ERRORS.apiaryNotFound);

  const { scope, limit } = BEEKEEPER_RATE_COUNTERS.inspectionDrafts;
  const countToday = await takeRateCounterPlace(scope, actingUserId, limit, Date.now());
  if (countToday === null) throw new TooManyRequestsError(INSPECTION_DRAFT_API_ERRORS.inspectionDraftsPerDay);

  const hives = await activeHivesOf(userId, apiaryId);
  const drafts = await drafted(drafter, {
    transcript,
    hives,
    locale: locale ?? profile?.language ?? SOURCE_LOCALE,
    units: profile?.units ?? DEFAULT_USER_PREFERENCES.units,
  });
  const apiaryHiveIds = new Set(hives.map((hive) => hive.id));
  return {
    drafter: drafter.name,
    // A hive id the drafter made up, or took from another apiary, is left for the beekeeper to pick.
    drafts: drafts.map((draft) =>
      draft.hiveId === null || apiaryHiveIds.has(draft.hiveId) ? draft : { ...draft, hiveId: null },
    ),
    remainingToday: limit.max - countToday,
  };
}

/** The apiary's active hives by name, oldest first: one Query of gsi1, bounded by `DRAFTABLE_HIVES_MAX`. */
async function activeHivesOf(userId: string, apiaryId: string): Promise<DraftableHive[]> {
  const { data } = await HiveEntity.query
    .hivesOfApiary({ userId, apiaryId })
    .where(({ status }, { eq }) => eq(status, 'active'))
    .go({ attributes: ['hiveId', 'name'], count: DRAFTABLE_HIVES_MAX, pages: 'all' });
  return data.map(({ hiveId, name }) => ({ id: hiveId, name }));
}

/** The drafter's drafts, checked as the answer promises them; any failure is logged and answered as a 502. */
async function drafted(drafter: InspectionDrafter, brief: DraftBrief): Promise<HiveInspectionDraft[]> {
  try {
    const parsed = draftsSchema.safeParse(await drafter.draftInspections(brief));
    if (!parsed.success) throw new ContentGenerationError(`Malformed drafts: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  } catch (error) {
    logger.error('The inspection drafter failed', { error: error as Error, drafter: drafter.name });
    throw new BadGatewayError(INSPECTION_DRAFT_API_ERRORS.inspectionDraftFailed);
  }
}
