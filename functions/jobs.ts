/**
 * HiveKeeper's one list of scheduled jobs, like `routes.ts` for the API: the CDK stack makes an EventBridge schedule
 * and a Lambda per entry, and `npm start` runs the same handler modules on the same schedules with a local
 * scheduler (`npm run job -- <name>` runs one now).
 */
import type { Grant } from './routes';

export interface JobDefinition {
  /** EventBridge Scheduler's cron expression, in UTC: `cron(minutes hours day-of-month month day-of-week year)`. */
  schedule: string;
  /** Module under `functions/handlers/`, without extension; it exports `handler(event: JobEvent)`. */
  handler: string;
  grants: readonly Grant[];
  /** What the job does, for the schedule's description and `npm run job`'s list. */
  description: string;
  /** Lambda's timeout for the job (the API's functions keep theirs). */
  timeoutSeconds: number;
}

export const jobs = {
  generateDailyMarketing: {
    // Midnight UTC, as the spec says; the weekday's theme is in shared/rules/marketing.ts.
    schedule: 'cron(0 0 * * ? *)',
    handler: 'jobs/generate-daily-marketing',
    grants: ['table:read', 'table:write', 'content:generate', 'marketing:write', 'marketing:delete'],
    description: "Writes the day's marketing content: one piece per platform on the weekday's theme, with images",
    timeoutSeconds: 300,
  },
  buildAccountExports: {
    // Every 5 minutes: the sweep resumes exports whose build died and deletes the day-old ones. The export route
    // starts it at once for its beekeeper (`requestedBy`).
    schedule: 'cron(0/5 * * * ? *)',
    handler: 'jobs/build-account-exports',
    grants: ['table:read', 'table:write', 'uploads:read', 'exports:write', 'exports:delete', 'reminders:secret'],
    description: "Builds beekeepers' exports of their accounts, resumes unfinished ones and deletes expired ones",
    timeoutSeconds: 900,
  },
  sendReminderEmails: {
    // Hourly: each beekeeper is e-mailed at 07:00 where they are, so every hour is someone's morning.
    schedule: 'cron(0 * * * ? *)',
    handler: 'jobs/send-reminder-emails',
    grants: ['table:read', 'table:write', 'mail:send', 'reminders:secret'],
    description: 'E-mails the beekeepers whose local 07:00 it is their overdue and due-today tasks and treatments',
    timeoutSeconds: 600,
  },
  finishAccountDeletions: {
    // Every five minutes: a deletion a run left halfway (its time ran out, it crashed) is finished soon after.
    schedule: 'cron(0/5 * * * ? *)',
    handler: 'jobs/finish-account-deletions',
    grants: [
      'table:read',
      'table:write',
      'table:batch-delete',
      'uploads:list',
      'uploads:delete',
      'exports:delete',
      'users:delete',
      'payments:secrets',
      'mail:send',
    ],
    description:
      'Finishes deleting the accounts beekeepers asked to delete: records, photos, sign-in, team; feedback kept anonymously',
    timeoutSeconds: 900,
  },
  announceVisitorFeedback: {
    // Every five minutes: a visitor's feedback reaches the admins' bells within minutes, in one notice per run.
    schedule: 'cron(0/5 * * * ? *)',
    handler: 'jobs/announce-visitor-feedback',
    grants: ['table:read', 'table:write', 'admins:list'],
    description: 'Tells the admins, in one notice each, of the feedback visitors sent since the last run',
    timeoutSeconds: 60,
  },
} as const satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof jobs;

/**
 * What a job's handler receives: `scheduledFor` when its schedule fired (the schedule's time, so a repeated
 * delivery of one firing can be recognised), `requestedBy` when someone started it from the app (an admin's
 * Generate Now, a beekeeper's export; the beekeeper deleting their account, whose deletion that run finishes).
 */
export interface JobEvent {
  job: string;
  scheduledFor?: string;
  requestedBy?: string;
}
