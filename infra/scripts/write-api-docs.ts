/**
 * `npm run docs:api`: writes docs/api.md from the route table (`functions/routes.ts`) and the jobs
 * (`functions/jobs.ts`), so the API's reference never drifts from what the stack deploys. The conventions every
 * route follows are written here, above the generated tables; what each route answers is told in its feature's
 * page under docs/features/. `infra/scripts/write-api-docs.test.ts` fails when docs/api.md is not what this writes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { jobs } from '../../functions/jobs';
import { routes } from '../../functions/routes';
import { REPO_ROOT } from '../paths';

export const API_DOCS_FILE = join(REPO_ROOT, 'docs', 'api.md');

/**
 * The feature page of each handler folder (the stack's feature areas). A folder missing here still gets its table,
 * with no link to a page.
 */
const FEATURE_PAGES: Record<string, { title: string; page: string }> = {
  auth: { title: 'Accounts and profile', page: 'profile.md' },
  account: { title: 'Account data: export and deletion', page: 'account-data.md' },
  apiaries: { title: 'Apiaries', page: 'apiaries.md' },
  hives: { title: 'Hives', page: 'hives.md' },
  inspections: { title: 'Inspections', page: 'inspections.md' },
  objects: { title: 'Uploads (photos and pictures)', page: 'inspections.md' },
  dashboard: { title: 'Dashboard', page: 'dashboard.md' },
  billing: { title: 'Billing and plans', page: 'billing.md' },
  weather: { title: 'Weather', page: 'weather.md' },
  treatments: { title: 'Treatments and recommendations', page: 'treatments.md' },
  tasks: { title: 'Schedule (tasks)', page: 'schedule.md' },
  calendar: { title: 'Calendar feed', page: 'calendar-feed.md' },
  queens: { title: 'Queens and lineage', page: 'queens.md' },
  'colony-events': { title: 'Colony events', page: 'colony-events.md' },
  'inspection-drafts': { title: 'Voice inspections', page: 'voice-inspections.md' },
  'voice-recordings': { title: 'Recorded voice inspections', page: 'voice-inspections.md' },
  'winter-losses': { title: 'Winter losses', page: 'winter-losses.md' },
  'hive-labels': { title: 'QR hive labels', page: 'hive-labels.md' },
  'hive-scales': { title: 'Hive scales and sensors', page: 'hive-scales.md' },
  reminders: { title: 'Reminder e-mails', page: 'account-data.md' },
  production: { title: 'Production', page: 'production.md' },
  finances: { title: 'Finances', page: 'finances.md' },
  search: { title: 'Search', page: 'search.md' },
  newsletter: { title: 'Newsletter', page: 'newsletter.md' },
  feedback: { title: 'Feedback', page: 'feedback-admin.md' },
  notifications: { title: 'Admin notifications', page: 'feedback-admin.md' },
  marketing: { title: 'Marketing (admin)', page: 'marketing.md' },
  jobs: { title: 'Scheduled jobs', page: '../operations.md' },
};

const HEADER = `# HiveKeeper API

<!-- Written by \`npm run docs:api\` (infra/scripts/write-api-docs.ts) from functions/routes.ts and
functions/jobs.ts. Edit the script or the route table, not this file. -->

Every route is an entry of the route table, [\`functions/routes.ts\`](../functions/routes.ts): the CDK stack makes
one API Gateway route and one Lambda from each entry, the local gateway serves the same entries, and each handler
reads its access level from its own entry. What each route answers is told on its feature's page
([docs/features/](features/)).

## Conventions

- **JSON** in and out (\`content-type: application/json\`); only the calendar feed answers \`text/calendar\`.
- **Status codes**: 200 for reads and updates, 201 with the new object for creates, 202 for work started in the
  background (exports, account deletion, content generation), 204 with no body for deletes.
- **Errors** are \`{ "message": "...", "code": "...", "params": { "0": "..." } }\`: the spec's English message, and
  beside it its stable code and its arguments by position (\`shared/i18n/message-codes.ts\`; a message of no table
  has neither), so a client says it in its reader's language (docs/features/languages.md); a 400 adds \`"errors": { "<field>": ["..."] }\` with the spec's messages
  and writes nothing. Another user's id answers 404, a Pro action by a free user 402, an admin action by anyone else
  403, a conflict (a claimed username, an apiary with hives, an export already building, an unfinished delete to
  repeat) 409, too many requests 429, anything unexpected a 500 with a generic message (the detail goes to the
  structured log with the request id).
- **The caller** comes from the verified ID token only, never from the body or the path.
- **Access levels**: \`public\` needs no token; \`optional\` is signed in or not (a valid ID token gives the caller,
  no token gives none, a token that fails answers 401; API Gateway has no authorizer there, so the Lambda checks the
  token against the pool, \`USER_POOL_ISSUER\` and \`USER_POOL_CLIENT_ID\`); \`user\` is any signed-in user; \`pro\`
  needs Pro access (the Pro plan or an admin; 402 otherwise); \`admin\` needs the \`admins\` group (403 otherwise).
- **Members** of an account shared with them name it in the \`x-hivekeeper-account\` header; the \`member\` column is
  what the route needs of them (\`viewer\`, \`editor\`, \`owner\`; 403 otherwise), \`self\` a route that acts on the
  caller's own account whatever the header. \`scoped\` routes keep a member of chosen apiaries to them (what lies
  outside answers 404); other routes needing a role refuse such a member with 403
  ([features/teams.md](features/teams.md#scopes-chosen-apiaries)).
- **Paging by cursor**: lists take \`?limit=\` (each route's default and maximum, at most 100) and \`?cursor=\`; the
  next page's cursor comes in the \`x-next-cursor\` header, absent on the last page. A filtered page may come back
  short and still carry a cursor. A list computed whole (the treatment recommendations) also says how many it holds
  in \`x-total-count\`.
- **Free-plan limits** are enforced in DynamoDB transactions: a create and its counter move together or not at all.
- **Offline sync** ([features/offline.md](features/offline.md#the-apis-sync-rules)): the creates of inspections,
  tasks, treatments, harvests and money records take the app's \`id\` (a ULID) and answer 200 with the stored record
  when one of that id exists; hives and those records answer their \`version\`, and their edits take it back in
  \`if-match\`: a version no longer stored answers 409 \`{ message, current }\` with the stored record.
- **Paths by name**: code builds a path with \`apiPath(routes.getHive, { id })\` (\`functions/api-path.ts\`); ESLint
  refuses an \`/api\` string anywhere else.
- **Grants** are what a route's Lambda may touch; the stack turns each into a least-privilege IAM policy. Their
  meanings are written above the \`Grant\` type in \`functions/route-definition.ts\`.
`;

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

function code(text: string): string {
  return `\`${cell(text)}\``;
}

function handlerLink(handler: string): string {
  return `[${code(handler)}](../functions/handlers/${handler}.ts)`;
}

function grantList(grants: readonly string[]): string {
  return grants.map(code).join(', ');
}

function areaHeading(folder: string): string {
  const area = FEATURE_PAGES[folder];
  if (!area) return `## ${folder}`;
  const page = area.page.startsWith('../') ? area.page.slice(3) : `features/${area.page}`;
  return `## ${area.title}\n\nWhat these routes answer: [docs/${page}](${page}).`;
}

/** What a route needs of a member, and whether it keeps a member of chosen apiaries to them. */
function memberOf(route: (typeof routes)[keyof typeof routes]): string {
  if (!('member' in route)) return '—';
  return 'scoped' in route ? `${route.member}, scoped` : route.member;
}

/** The route table as Markdown: one table per handler folder, in the order the table first names them. */
function routeTables(): string {
  const byArea = new Map<string, string[]>();
  for (const [name, route] of Object.entries(routes)) {
    const folder = route.handler.split('/')[0] ?? route.handler;
    const rows = byArea.get(folder) ?? [];
    rows.push(
      `| ${route.method} | ${code(route.path)} | ${code(name)} | ${route.access} | ${memberOf(route)} | ` +
        `${handlerLink(route.handler)} | ${grantList(route.grants)} |`,
    );
    byArea.set(folder, rows);
  }
  return [...byArea]
    .map(([folder, rows]) =>
      [
        areaHeading(folder),
        '',
        '| method | path | name | access | member | handler | grants |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        ...rows,
      ].join('\n'),
    )
    .join('\n\n');
}

function jobTable(): string {
  const rows = Object.entries(jobs).map(
    ([name, job]) =>
      `| ${code(name)} | ${code(job.schedule)} | ${cell(job.description)} | ${handlerLink(job.handler)} | ` +
      `${grantList(job.grants)} |`,
  );
  return [
    '## Scheduled jobs',
    '',
    'From [`functions/jobs.ts`](../functions/jobs.ts): an EventBridge schedule (UTC) and a Lambda each in the cloud, ' +
      'the local scheduler under `npm start`; `npm run job -- <name>` runs one now ([docs/operations.md](operations.md)).',
    '',
    '| job | schedule (UTC) | what it does | handler | grants |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** docs/api.md as the route table and the jobs say it should be, formatted as `prettier --check` expects. */
export async function renderApiDocs(): Promise<string> {
  const markdown = [HEADER, routeTables(), jobTable()].join('\n');
  const config = await resolveConfig(API_DOCS_FILE);
  return format(markdown, { ...config, filepath: API_DOCS_FILE });
}

async function main(): Promise<void> {
  writeFileSync(API_DOCS_FILE, await renderApiDocs());
  console.log(`Wrote ${API_DOCS_FILE.slice(REPO_ROOT.length)} from functions/routes.ts and functions/jobs.ts.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
