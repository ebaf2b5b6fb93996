/**
 * The invariant every write on apiaries and hives keeps, checked on the stored partition after racing writes:
 * each apiary's hiveCount and the user's hiveCount/apiaryCount equal the items there are, and no hive is left in
 * an apiary that is gone.
 */
import { expect } from 'vitest';
import { ApiaryEntity } from '../lib/data/entities/apiary';
import { HiveEntity } from '../lib/data/entities/hive';
import { getUser } from '../lib/data/users';

export async function expectWholePartition(userId: string) {
  const [user, apiaries, hives] = await Promise.all([
    getUser(userId),
    ApiaryEntity.query.apiariesOfUser({ userId }).go({ pages: 'all', consistent: true }),
    HiveEntity.query.hivesOfUser({ userId }).go({ pages: 'all', consistent: true }),
  ]);
  const apiaryIds = new Set(apiaries.data.map((apiary) => apiary.apiaryId));
  expect(hives.data.filter((hive) => !apiaryIds.has(hive.apiaryId))).toEqual([]);
  expect(apiaries.data.map(({ apiaryId, hiveCount }) => ({ apiaryId, hiveCount }))).toEqual(
    apiaries.data.map(({ apiaryId }) => ({
      apiaryId,
      hiveCount: hives.data.filter((hive) => hive.apiaryId === apiaryId).length,
    })),
  );
  expect({ hiveCount: user?.hiveCount, apiaryCount: user?.apiaryCount }).toEqual({
    hiveCount: hives.data.length,
    apiaryCount: apiaries.data.length,
  });
  return { apiaryIds, hives: hives.data };
}
