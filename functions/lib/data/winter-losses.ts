/**
 * What the winter-loss figures read: every hive's life with the beekeeper (one Query of the user's partition, every
 * page, projected to the few fields the figures need, so a page holds thousands of hives; consistent, so a colony
 * just recorded as dead counts) and the apiaries' names and latitudes (one Query). So 2 Queries, plus a page per
 * ~1 MB of hives, whatever the number of winters.
 */
import type { WinterLossesAnswer } from '../../../shared/schemas/winter-losses';
import { winterLosses, type ColonyLife, type WinterApiary } from '../../../shared/rules/winter-losses';
import type { Caller } from '../caller';
import { ApiaryEntity } from './entities/apiary';
import { HiveEntity } from './entities/hive';
import { inScope } from './member-scope';

async function livesOf(userId: string): Promise<ColonyLife[]> {
  const { data } = await HiveEntity.query.hivesOfUser({ userId }).go({
    pages: 'all',
    consistent: true,
    attributes: ['apiaryId', 'startedOn', 'endedOn', 'endReason', 'createdAt'],
  });
  return data.map(({ apiaryId, startedOn, endedOn, endReason, createdAt }) => ({
    apiaryId,
    // As the hive answer has it: hives written before `startedOn` started on their createdAt day.
    startedOn: startedOn ?? createdAt.slice(0, 10),
    endedOn: endedOn ?? null,
    endReason: endReason ?? null,
  }));
}

async function apiariesOf(userId: string): Promise<WinterApiary[]> {
  const { data } = await ApiaryEntity.query
    .apiariesOfUser({ userId })
    .go({ pages: 'all', consistent: true, attributes: ['apiaryId', 'name', 'latitude'] });
  return data.map(({ apiaryId, name, latitude }) => ({ id: apiaryId, name, latitude: latitude ?? null }));
}

/** The caller's winters, newest first, keeping a member of chosen apiaries to theirs. */
export async function getWinterLosses(
  caller: Caller,
  // The server's calendar day (UTC, as Lambdas run), as the hive answer's days are.
  today: string = new Date().toISOString().slice(0, 10),
): Promise<WinterLossesAnswer> {
  const [lives, apiaries] = await Promise.all([livesOf(caller.userId), apiariesOf(caller.userId)]);
  const visible = <T>(items: readonly T[], apiaryIdOf: (item: T) => string) =>
    items.filter((item) => inScope(caller, apiaryIdOf(item)));
  return {
    winters: winterLosses(
      visible(lives, ({ apiaryId }) => apiaryId),
      visible(apiaries, ({ id }) => id),
      today,
    ),
  };
}
