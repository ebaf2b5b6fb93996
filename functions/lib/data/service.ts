import { Service } from 'electrodb';
import { documentClient, tableName } from './client';
import { AccountDeletionEntity } from './entities/account-deletion';
import { ApiaryEntity } from './entities/apiary';
import { BillingEventEntity } from './entities/billing-event';
import { FeedbackEntity } from './entities/feedback';
import { FeedbackTallyEntity } from './entities/feedback-tally';
import { FeedingTallyEntity } from './entities/feeding-tally';
import { FinanceEntity } from './entities/finance';
import { FinanceTallyEntity } from './entities/finance-tally';
import { CalendarFeedEntity } from './entities/calendar-feed';
import { HiveEntity } from './entities/hive';
import { HiveTallyEntity } from './entities/hive-tally';
import { InspectionEntity } from './entities/inspection';
import { MarketingContentEntity } from './entities/marketing-content';
import { MarketingRunEntity } from './entities/marketing-run';
import { NotificationEntity } from './entities/notification';
import { ProductionEntity } from './entities/production';
import { ProductionTallyEntity } from './entities/production-tally';
import { RateCounterEntity } from './entities/rate-counter';
import { SearchTermEntity } from './entities/search-term';
import { TaskEntity } from './entities/task';
import { TreatmentEntity } from './entities/treatment';
import { UserEntity } from './entities/user';
import { UsernameClaimEntity } from './entities/username-claim';

/**
 * HiveKeeper's entities on the one table; transactions across them go through this service.
 *
 * How the data layer is written (copy it for every new record type):
 * - One entity per file in `entities/`, one module per record type beside this one, one exported function per
 *   access pattern.
 * - A function that acts for the signed-in beekeeper takes their `Caller` first (the user id comes from the
 *   verified token, never from a path or a body) and is named verb + entity, as the route it serves is named in
 *   `routes.ts`: `listHives(caller)`, `getHive(caller, hiveId)`, `createHive(caller, input)`,
 *   `updateHive(caller, hiveId, input)`, `deleteHive(caller, hiveId)`, `moveApiaryHives(caller, from, to)`. No
 *   `ForUser`/`OfUser` suffix: the Caller says whose data it is. Only the user item itself is also read by its
 *   key (`getUser(userId)`), for the guards and the tests.
 * - A write of several items (a record with its parent's counters) is one `writeTransaction` with named items,
 *   and its outcome is read by those names (`transactions.ts`); a write conflict is retried, never reported.
 * `conventions.test.ts` checks the naming and the transactions.
 */
export const hivekeeper = new Service(
  {
    user: UserEntity,
    apiary: ApiaryEntity,
    hive: HiveEntity,
    inspection: InspectionEntity,
    treatment: TreatmentEntity,
    task: TaskEntity,
    hiveTally: HiveTallyEntity,
    feedingTally: FeedingTallyEntity,
    production: ProductionEntity,
    productionTally: ProductionTallyEntity,
    finance: FinanceEntity,
    financeTally: FinanceTallyEntity,
    billingEvent: BillingEventEntity,
    usernameClaim: UsernameClaimEntity,
    calendarFeed: CalendarFeedEntity,
    feedback: FeedbackEntity,
    marketingContent: MarketingContentEntity,
    marketingRun: MarketingRunEntity,
    feedbackTally: FeedbackTallyEntity,
    rateCounter: RateCounterEntity,
    notification: NotificationEntity,
    searchTerm: SearchTermEntity,
    accountDeletion: AccountDeletionEntity,
  },
  { client: documentClient, table: tableName },
);
