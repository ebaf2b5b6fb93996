/**
 * The entities of HiveKeeper's service (`service.ts`), each under the name its transactions use: a new record type
 * that takes part in transactions is its file in `entities/` and one line here.
 */
export { AccountDeletionEntity as accountDeletion } from './entities/account-deletion';
export { ApiaryEntity as apiary } from './entities/apiary';
export { BillingEventEntity as billingEvent } from './entities/billing-event';
export { CalendarFeedEntity as calendarFeed } from './entities/calendar-feed';
export { ColonyEventEntity as colonyEvent } from './entities/colony-event';
export { FeedbackEntity as feedback } from './entities/feedback';
export { FeedbackTallyEntity as feedbackTally } from './entities/feedback-tally';
export { FeedingTallyEntity as feedingTally } from './entities/feeding-tally';
export { FinanceEntity as finance } from './entities/finance';
export { FinanceTallyEntity as financeTally } from './entities/finance-tally';
export { HiveEntity as hive } from './entities/hive';
export { HiveLabelEntity as hiveLabel } from './entities/hive-label';
export { HiveScaleEntity as hiveScale } from './entities/hive-scale';
export { HiveTallyEntity as hiveTally } from './entities/hive-tally';
export { InspectionEntity as inspection } from './entities/inspection';
export { MarketingContentEntity as marketingContent } from './entities/marketing-content';
export { MarketingRunEntity as marketingRun } from './entities/marketing-run';
export { MembershipEntity as membership } from './entities/membership';
export { NotificationEntity as notification } from './entities/notification';
export { ProductionEntity as production } from './entities/production';
export { ProductionTallyEntity as productionTally } from './entities/production-tally';
export { QueenEntity as queen } from './entities/queen';
export { RateCounterEntity as rateCounter } from './entities/rate-counter';
export { ScaleDayEntity as scaleDay } from './entities/scale-day';
export { SearchTermEntity as searchTerm } from './entities/search-term';
export { TaskEntity as task } from './entities/task';
export { TeamInvitationEntity as teamInvitation } from './entities/team-invitation';
export { TreatmentEntity as treatment } from './entities/treatment';
export { UserEntity as user } from './entities/user';
export { UsernameClaimEntity as usernameClaim } from './entities/username-claim';
export { VisitorFeedbackSenderEntity as visitorFeedbackSender } from './entities/visitor-feedback-sender';
export { VoiceRecordingEntity as voiceRecording } from './entities/voice-recording';
