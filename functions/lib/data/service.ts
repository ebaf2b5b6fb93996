import { Service } from 'electrodb';
import { documentClient, tableName } from './client';
import * as entities from './service-entities';

/**
 * HiveKeeper's entities on the one table (`service-entities.ts`); transactions across them go through this service.
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
export const hivekeeper = new Service({ ...entities }, { client: documentClient, table: tableName });
