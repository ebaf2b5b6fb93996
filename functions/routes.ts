/**
 * HiveKeeper's one list of API routes. The CDK stack makes one API Gateway route and one Lambda per entry,
 * the local gateway serves the same entries, and each handler reads its own entry for its access level.
 * Nothing else hard-codes a route: add an entry here when its handler works.
 *
 * Every handler runs on the middy stack of `lib/http/handler.ts`. Answers are JSON (`content-type:
 * application/json`; only the calendar feed answers `text/calendar`): 200 for reads and updates, 201 with the new
 * object for creates, 204 No Content with no body for deletes; errors are `{ "message": ... }`, a 400 adds
 * `"errors": { "<field>": [...] }`.
 */
import type { PlanRule } from '../shared/plans';

/** Where the API is served on the site's origin: every route path starts with it. */
export const API_BASE_PATH = '/api';

export const ACCESS_LEVELS = ['public', 'optional', 'user', 'pro', 'admin'] as const;
/**
 * public: no token; optional: signed in or not (the caller when a valid ID token comes, none without a token, 401
 * for a token that fails); user: any signed-in user; pro: Pro access (402 otherwise); admin: `admins` group (403
 * otherwise).
 */
export type Access = (typeof ACCESS_LEVELS)[number];

/**
 * What a handler may touch; the stack turns each grant into a least-privilege IAM policy. `uploads:*` act on the
 * beekeepers' files in the uploads bucket only: read = GET and HEAD (also presigning a download and the source
 * of a copy), write = PUT (presigning an upload, the target of a copy), delete = DELETE. `payments:secrets` reads
 * the stage's Stripe secret key and webhook secret from SSM (nothing on a stage without Stripe). `mail:send` sends
 * e-mail from the stage's SES sender; `admins:list` lists the members of the user pool's `admins` group;
 * `content:generate` invokes the stage's two Bedrock models (nothing on a stage without Bedrock); `marketing:*` act
 * on the admins' marketing images (`marketing/` in the uploads bucket) only, like `uploads:*` on the beekeepers';
 * `exports:*` act on the beekeepers' exports of their accounts (`users/<userId>/exports/` in the uploads bucket)
 * only, write including the object's expiry tag; `jobs:start` starts the scheduled jobs of `jobs.ts` now (an
 * asynchronous invoke of their functions only); `reminders:secret` reads the stage's signing secret of reminder
 * e-mails' unsubscribe links and the site's origin from SSM (nothing on a stage without the secret).
 * For deleting accounts only: `table:batch-delete` sends BatchWriteItem (25 deletes a request), `uploads:list`
 * lists the beekeepers' prefixes in the uploads bucket, and `users:delete` deletes a user from the user pool.
 */
export type Grant =
  | 'table:read'
  | 'table:write'
  | 'table:batch-delete'
  | 'uploads:read'
  | 'uploads:write'
  | 'uploads:delete'
  | 'uploads:list'
  | 'payments:secrets'
  | 'mail:send'
  | 'admins:list'
  | 'users:delete'
  | 'content:generate'
  | 'marketing:read'
  | 'marketing:write'
  | 'marketing:delete'
  | 'exports:read'
  | 'exports:write'
  | 'exports:delete'
  | 'jobs:start'
  | 'reminders:secret';

export interface RouteDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** API Gateway path syntax, for example `/api/hives/{id}`. */
  path: string;
  /** Module under `functions/handlers/`, without extension; it exports `handler`. */
  handler: string;
  access: Access;
  grants: readonly Grant[];
  /**
   * The plan rule of `shared/plans.ts` (`canDo`) the caller must pass, after the access level and the request's
   * validation: 402 otherwise. With `when`, only for a body whose `field` holds one of those values (an upload's
   * purpose, an export's format).
   */
  plan?: PlanRule;
}

export const routes = {
  getCurrentUser: {
    method: 'GET',
    path: '/api/auth/user',
    handler: 'auth/get-current-user',
    access: 'user',
    grants: ['table:read', 'table:write', 'uploads:read'],
  },
  getIsNewUser: {
    method: 'GET',
    path: '/api/auth/user/is-new',
    handler: 'auth/get-is-new-user',
    access: 'user',
    grants: ['table:read'],
  },
  checkUsername: {
    method: 'GET',
    path: '/api/auth/check-username/{username}',
    handler: 'auth/check-username',
    access: 'user',
    grants: ['table:read'],
  },
  updateProfile: {
    method: 'PATCH',
    path: '/api/auth/profile',
    handler: 'auth/update-profile',
    access: 'user',
    grants: ['table:read', 'table:write', 'uploads:read'],
  },
  updateProfilePicture: {
    method: 'PUT',
    path: '/api/profile-picture',
    handler: 'auth/update-profile-picture',
    access: 'user',
    grants: ['table:read', 'table:write', 'uploads:read', 'uploads:write', 'uploads:delete'],
  },
  startAccountExport: {
    method: 'POST',
    path: '/api/account/exports',
    handler: 'account/start-account-export',
    access: 'user',
    plan: { record: 'reports', action: 'create', when: { field: 'format', oneOf: ['zip'] } },
    grants: ['table:read', 'table:write', 'jobs:start'],
  },
  listAccountExports: {
    method: 'GET',
    path: '/api/account/exports',
    handler: 'account/list-account-exports',
    access: 'user',
    grants: ['table:read'],
  },
  getAccountExport: {
    method: 'GET',
    path: '/api/account/exports/{id}',
    handler: 'account/get-account-export',
    access: 'user',
    grants: ['table:read', 'exports:read'],
  },
  /** 202, not 204: the subscription ends and the account is marked now, the rest is deleted by a job. */
  deleteAccount: {
    method: 'DELETE',
    path: '/api/account',
    handler: 'auth/delete-account',
    access: 'user',
    grants: ['table:read', 'table:write', 'payments:secrets', 'jobs:start'],
  },
  listApiaries: {
    method: 'GET',
    path: '/api/apiaries',
    handler: 'apiaries/list-apiaries',
    access: 'user',
    grants: ['table:read'],
  },
  createApiary: {
    method: 'POST',
    path: '/api/apiaries',
    handler: 'apiaries/create-apiary',
    access: 'user',
    grants: ['table:read', 'table:write'],
  },
  updateApiary: {
    method: 'PUT',
    path: '/api/apiaries/{id}',
    handler: 'apiaries/update-apiary',
    access: 'user',
    grants: ['table:read', 'table:write'],
  },
  deleteApiary: {
    method: 'DELETE',
    path: '/api/apiaries/{id}',
    handler: 'apiaries/delete-apiary',
    access: 'user',
    grants: ['table:read', 'table:write'],
  },
  moveApiaryHives: {
    method: 'POST',
    path: '/api/apiaries/{id}/move-hives',
    handler: 'apiaries/move-hives',
    access: 'user',
    grants: ['table:read', 'table:write'],
  },
  listHives: {
    method: 'GET',
    path: '/api/hives',
    handler: 'hives/list-hives',
    access: 'user',
    grants: ['table:read'],
  },
  createHive: {
    method: 'POST',
    path: '/api/hives',
    handler: 'hives/create-hive',
    access: 'user',
    grants: ['table:read', 'table:write'],
  },
  getHive: {
    method: 'GET',
    path: '/api/hives/{id}',
    handler: 'hives/get-hive',
    access: 'user',
    grants: ['table:read', 'uploads:read'],
  },
  updateHive: {
    method: 'PUT',
    path: '/api/hives/{id}',
    handler: 'hives/update-hive',
    access: 'user',
    grants: ['table:read', 'table:write'],
  },
  deleteHive: {
    method: 'DELETE',
    path: '/api/hives/{id}',
    handler: 'hives/delete-hive',
    access: 'user',
    grants: ['table:read', 'table:write', 'uploads:delete'],
  },
  listInspections: {
    method: 'GET',
    path: '/api/inspections',
    handler: 'inspections/list-inspections',
    access: 'user',
    grants: ['table:read', 'uploads:read'],
  },
  createInspection: {
    method: 'POST',
    path: '/api/inspections',
    handler: 'inspections/create-inspection',
    access: 'user',
    grants: ['table:read', 'table:write', 'uploads:read', 'uploads:write', 'uploads:delete'],
  },
  getInspection: {
    method: 'GET',
    path: '/api/inspections/{id}',
    handler: 'inspections/get-inspection',
    access: 'user',
    grants: ['table:read', 'uploads:read'],
  },
  updateInspection: {
    method: 'PUT',
    path: '/api/inspections/{id}',
    handler: 'inspections/update-inspection',
    access: 'user',
    grants: ['table:read', 'table:write', 'uploads:read', 'uploads:write', 'uploads:delete'],
  },
  deleteInspection: {
    method: 'DELETE',
    path: '/api/inspections/{id}',
    handler: 'inspections/delete-inspection',
    access: 'user',
    grants: ['table:read', 'table:write', 'uploads:delete'],
  },
  createUpload: {
    method: 'POST',
    path: '/api/objects/upload',
    handler: 'objects/create-upload',
    access: 'user',
    plan: { record: 'inspectionPhotos', action: 'create', when: { field: 'purpose', oneOf: ['inspection-photo'] } },
    grants: ['table:read', 'uploads:write'],
  },
  getDashboardMetrics: {
    method: 'GET',
    path: '/api/dashboard/metrics',
    handler: 'dashboard/get-metrics',
    access: 'user',
    grants: ['table:read'],
  },
  getSubscriptionStatus: {
    method: 'GET',
    path: '/api/subscription-status',
    handler: 'billing/get-subscription-status',
    access: 'user',
    grants: ['table:read'],
  },
  createSubscription: {
    method: 'POST',
    path: '/api/create-subscription',
    handler: 'billing/create-subscription',
    access: 'user',
    grants: ['table:read', 'table:write', 'payments:secrets'],
  },
  cancelSubscription: {
    method: 'POST',
    path: '/api/cancel-subscription',
    handler: 'billing/cancel-subscription',
    access: 'user',
    grants: ['table:read', 'table:write', 'payments:secrets'],
  },
  resumeSubscription: {
    method: 'POST',
    path: '/api/resume-subscription',
    handler: 'billing/resume-subscription',
    access: 'user',
    grants: ['table:read', 'table:write', 'payments:secrets'],
  },
  billingWebhook: {
    method: 'POST',
    path: '/api/billing/webhook',
    handler: 'billing/webhook',
    access: 'public',
    grants: ['table:read', 'table:write', 'payments:secrets'],
  },
  getWeather: {
    method: 'GET',
    path: '/api/weather',
    handler: 'weather/get-weather',
    access: 'user',
    grants: ['table:read', 'table:write'],
  },
  listTreatments: {
    method: 'GET',
    path: '/api/treatments',
    handler: 'treatments/list-treatments',
    access: 'user',
    grants: ['table:read'],
  },
  createTreatment: {
    method: 'POST',
    path: '/api/treatments',
    handler: 'treatments/create-treatment',
    access: 'user',
    plan: { record: 'treatments', action: 'create' },
    grants: ['table:read', 'table:write'],
  },
  updateTreatment: {
    method: 'PUT',
    path: '/api/treatments/{id}',
    handler: 'treatments/update-treatment',
    access: 'user',
    plan: { record: 'treatments', action: 'edit' },
    grants: ['table:read', 'table:write'],
  },
  deleteTreatment: {
    method: 'DELETE',
    path: '/api/treatments/{id}',
    handler: 'treatments/delete-treatment',
    access: 'user',
    grants: ['table:read', 'table:write'],
  },
  getFeedingTotals: {
    method: 'GET',
    path: '/api/feeding-totals',
    handler: 'treatments/get-feeding-totals',
    access: 'user',
    grants: ['table:read'],
  },
  getTreatmentRecommendations: {
    method: 'GET',
    path: '/api/treatment-recommendations',
    handler: 'treatments/get-treatment-recommendations',
    access: 'user',
    grants: ['table:read', 'table:write'],
  },
  listTasks: {
    method: 'GET',
    path: '/api/tasks',
    handler: 'tasks/list-tasks',
    access: 'user',
    grants: ['table:read'],
  },
  listUpcomingTasks: {
    method: 'GET',
    path: '/api/tasks/upcoming',
    handler: 'tasks/list-upcoming-tasks',
    access: 'user',
    grants: ['table:read'],
  },
  createTask: {
    method: 'POST',
    path: '/api/tasks',
    handler: 'tasks/create-task',
    access: 'user',
    grants: ['table:read', 'table:write'],
  },
  createTasks: {
    method: 'POST',
    path: '/api/tasks/batch',
    handler: 'tasks/create-tasks',
    access: 'user',
    grants: ['table:read', 'table:write'],
  },
  updateTask: {
    method: 'PATCH',
    path: '/api/tasks/{id}',
    handler: 'tasks/update-task',
    access: 'user',
    grants: ['table:read', 'table:write'],
  },
  deleteTask: {
    method: 'DELETE',
    path: '/api/tasks/{id}',
    handler: 'tasks/delete-task',
    access: 'user',
    grants: ['table:read', 'table:write'],
  },
  getCalendarFeed: {
    method: 'GET',
    path: '/api/calendar-feed',
    handler: 'calendar/get-calendar-feed',
    access: 'user',
    grants: ['table:read'],
  },
  createCalendarFeed: {
    method: 'POST',
    path: '/api/calendar-feed',
    handler: 'calendar/create-calendar-feed',
    access: 'user',
    grants: ['table:read', 'table:write'],
  },
  deleteCalendarFeed: {
    method: 'DELETE',
    path: '/api/calendar-feed',
    handler: 'calendar/delete-calendar-feed',
    access: 'user',
    grants: ['table:read', 'table:write'],
  },
  getCalendar: {
    method: 'GET',
    path: '/api/calendar/{file}',
    handler: 'calendar/get-calendar',
    access: 'public',
    grants: ['table:read'],
  },
  unsubscribeFromReminders: {
    method: 'POST',
    path: '/api/reminders/unsubscribe',
    handler: 'reminders/unsubscribe',
    access: 'public',
    grants: ['table:write', 'reminders:secret'],
  },
  listProduction: {
    method: 'GET',
    path: '/api/production',
    handler: 'production/list-production',
    access: 'user',
    plan: { record: 'production', action: 'read' },
    grants: ['table:read'],
  },
  createProduction: {
    method: 'POST',
    path: '/api/production',
    handler: 'production/create-production',
    access: 'user',
    plan: { record: 'production', action: 'create' },
    grants: ['table:read', 'table:write'],
  },
  updateProduction: {
    method: 'PUT',
    path: '/api/production/{id}',
    handler: 'production/update-production',
    access: 'user',
    plan: { record: 'production', action: 'edit' },
    grants: ['table:read', 'table:write'],
  },
  deleteProduction: {
    method: 'DELETE',
    path: '/api/production/{id}',
    handler: 'production/delete-production',
    access: 'user',
    plan: { record: 'production', action: 'delete' },
    grants: ['table:read', 'table:write'],
  },
  getProductionSummary: {
    method: 'GET',
    path: '/api/production/summary',
    handler: 'production/get-production-summary',
    access: 'user',
    plan: { record: 'production', action: 'read' },
    grants: ['table:read'],
  },
  getYieldForecast: {
    method: 'GET',
    path: '/api/production/forecast',
    handler: 'production/get-yield-forecast',
    access: 'pro',
    grants: ['table:read'],
  },
  listFinances: {
    method: 'GET',
    path: '/api/finances',
    handler: 'finances/list-finances',
    access: 'user',
    plan: { record: 'finances', action: 'read' },
    grants: ['table:read'],
  },
  createFinance: {
    method: 'POST',
    path: '/api/finances',
    handler: 'finances/create-finance',
    access: 'user',
    plan: { record: 'finances', action: 'create' },
    grants: ['table:read', 'table:write'],
  },
  updateFinance: {
    method: 'PUT',
    path: '/api/finances/{id}',
    handler: 'finances/update-finance',
    access: 'user',
    plan: { record: 'finances', action: 'edit' },
    grants: ['table:read', 'table:write'],
  },
  deleteFinance: {
    method: 'DELETE',
    path: '/api/finances/{id}',
    handler: 'finances/delete-finance',
    access: 'user',
    plan: { record: 'finances', action: 'delete' },
    grants: ['table:read', 'table:write'],
  },
  getFinanceSummary: {
    method: 'GET',
    path: '/api/finances/summary',
    handler: 'finances/get-finance-summary',
    access: 'user',
    plan: { record: 'finances', action: 'read' },
    grants: ['table:read'],
  },
  searchRecords: {
    method: 'GET',
    path: '/api/search',
    handler: 'search/search-records',
    access: 'user',
    grants: ['table:read'],
  },
  newsletterSignup: {
    method: 'POST',
    path: '/api/newsletter',
    handler: 'newsletter/sign-up',
    access: 'public',
    grants: ['table:write'],
  },
  createFeedback: {
    method: 'POST',
    path: '/api/feedback',
    handler: 'feedback/create-feedback',
    access: 'optional',
    grants: ['table:read', 'table:write', 'admins:list'],
  },
  listFeedback: {
    method: 'GET',
    path: '/api/feedback',
    handler: 'feedback/list-feedback',
    access: 'user',
    grants: ['table:read'],
  },
  updateFeedbackStatus: {
    method: 'PUT',
    path: '/api/feedback/{id}',
    handler: 'feedback/update-feedback-status',
    access: 'admin',
    grants: ['table:read', 'table:write'],
  },
  getFeedbackStats: {
    method: 'GET',
    path: '/api/feedback/stats',
    handler: 'feedback/get-feedback-stats',
    access: 'admin',
    grants: ['table:read'],
  },
  listNotifications: {
    method: 'GET',
    path: '/api/notifications',
    handler: 'notifications/list-notifications',
    access: 'admin',
    grants: ['table:read'],
  },
  markNotificationRead: {
    method: 'PATCH',
    path: '/api/notifications/{id}/read',
    handler: 'notifications/mark-notification-read',
    access: 'admin',
    grants: ['table:write'],
  },
  simulateSignup: {
    method: 'POST',
    path: '/api/test/simulate-signup',
    handler: 'notifications/simulate-signup',
    access: 'admin',
    grants: ['table:write', 'mail:send', 'admins:list'],
  },
  listMarketingContent: {
    method: 'GET',
    path: '/api/marketing-content',
    handler: 'marketing/list-marketing-content',
    access: 'admin',
    grants: ['table:read', 'marketing:read'],
  },
  generateMarketingAds: {
    method: 'POST',
    path: '/api/marketing-ads/generate',
    handler: 'marketing/generate-marketing-ads',
    access: 'admin',
    grants: ['table:write', 'content:generate'],
  },
  prepareMarketingImage: {
    method: 'POST',
    path: '/api/marketing-content/{id}/generate-image',
    handler: 'marketing/prepare-marketing-image',
    access: 'admin',
    grants: ['table:read'],
  },
  generateMarketingImage: {
    method: 'POST',
    path: '/api/agent-generate-image',
    handler: 'marketing/generate-marketing-image',
    access: 'admin',
    grants: ['table:read', 'table:write', 'content:generate', 'marketing:read', 'marketing:write', 'marketing:delete'],
  },
  updateMarketingImage: {
    method: 'POST',
    path: '/api/marketing-content/{id}/update-image',
    handler: 'marketing/update-marketing-image',
    access: 'admin',
    grants: ['table:read', 'table:write', 'marketing:read', 'marketing:delete'],
  },
  generateMarketingContent: {
    method: 'POST',
    path: '/api/marketing-content/generate',
    handler: 'marketing/start-content-generation',
    access: 'admin',
    grants: ['jobs:start'],
  },
  deleteMarketingContent: {
    method: 'DELETE',
    path: '/api/marketing-content/{id}',
    handler: 'marketing/delete-marketing-content',
    access: 'admin',
    grants: ['table:write', 'marketing:delete'],
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;

/**
 * Handler modules that are no route: the user pool's triggers. The stack attaches them to the pool, and the local
 * user pool calls the same modules (PostConfirmation after each confirmed sign-up).
 */
export const TRIGGER_HANDLERS = { postConfirmation: 'auth/post-confirmation' } as const;
export const routeList = Object.entries(routes).map(([name, route]) => ({ name: name as RouteName, ...route }));
