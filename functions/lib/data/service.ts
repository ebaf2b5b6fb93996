import { Service } from 'electrodb';
import { documentClient, tableName } from './client';
import { ApiaryEntity } from './entities/apiary';
import { HiveEntity } from './entities/hive';
import { UserEntity } from './entities/user';

/** HiveKeeper's entities on the one table; transactions across them go through this service. */
export const hivekeeper = new Service(
  { user: UserEntity, apiary: ApiaryEntity, hive: HiveEntity },
  { client: documentClient, table: tableName },
);
