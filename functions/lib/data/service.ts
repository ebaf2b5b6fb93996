import type { Service } from 'electrodb';
import * as entities from './service-entities';

/**
 * HiveKeeper's entities on the one table (`service-entities.ts`), as a write transaction across them receives them.
 *
 * How the data layer is written (copy it for every new record type):
 * - One entity per file in `entities/`, one module per record type beside this one, one exported function per
 *   access pattern.
 * - A function that acts for the signed-in beekeeper takes their `Caller` first (the user id comes from the
 *   verified token, never from a path or a body) and is named verb + entity, as the route it serves is named in
 *   `routes.ts`: `listHives(caller, query)`, `getHive(caller, hiveId)`, `createHive(caller, input)`,
 *   `updateHive(caller, hiveId, input)`, `deleteHive(caller, hiveId)`, `moveApiaryHives(caller, from, to)`. No
 *   `ForUser`/`OfUser` suffix: the Caller says whose data it is. Only the user item itself is also read by its
 *   key (`getUser(userId)`), for the guards and the tests.
 * - A write of several items (a record with its parent's counters) is one `writeTransaction` with named items,
 *   and its outcome is read by those names (`transactions.ts`); a write conflict is retried, never reported.
 * `conventions.test.ts` checks the naming and the transactions.
 */
export const hivekeeperEntities = { ...entities };

/**
 * The entities as ElectroDB's Service would join them, for the types of a transaction's builder only: making a Service
 * checks every entity again against ElectroDB's model schema, which cost a writing Lambda's cold start about 75 ms
 * (docs/benchmarks.md), and a transaction needs only the entities (`createWriteTransaction`).
 */
export type HiveKeeperService = Service<typeof hivekeeperEntities>;
