/**
 * The feature areas of the route table, one line each: `routes.ts` gathers every entry exported here. An area's
 * export is `<area>Routes`, its entries' handlers are in `handlers/<area>/` (the stack's nested stack per area).
 */
export { accountRoutes } from './account';
export { apiariesRoutes } from './apiaries';
export { authRoutes } from './auth';
export { billingRoutes } from './billing';
export { calendarRoutes } from './calendar';
export { colonyEventsRoutes } from './colony-events';
export { dashboardRoutes } from './dashboard';
export { feedbackRoutes } from './feedback';
export { financesRoutes } from './finances';
export { hiveLabelsRoutes } from './hive-labels';
export { hiveScalesRoutes } from './hive-scales';
export { hivesRoutes } from './hives';
export { inspectionDraftsRoutes } from './inspection-drafts';
export { inspectionsRoutes } from './inspections';
export { marketingRoutes } from './marketing';
export { newsletterRoutes } from './newsletter';
export { notificationsRoutes } from './notifications';
export { objectsRoutes } from './objects';
export { productionRoutes } from './production';
export { queensRoutes } from './queens';
export { remindersRoutes } from './reminders';
export { searchRoutes } from './search';
export { tasksRoutes } from './tasks';
export { teamRoutes } from './team';
export { treatmentsRoutes } from './treatments';
export { voiceRecordingsRoutes } from './voice-recordings';
export { weatherRoutes } from './weather';
export { winterLossesRoutes } from './winter-losses';
