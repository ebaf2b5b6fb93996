/**
 * The page `http://localhost:3000/` shows while the web app has not been built: where the local services are,
 * the demo accounts and how to call the API.
 */
import { DEMO_ACCOUNTS } from './demo-accounts';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';

export interface StackUrls {
  /** The web app, `/api` and `/config.json`. */
  app: string;
  config: string;
  userPoolEndpoint: string;
  /** The local SES (its own web inbox at `/`, every e-mail as JSON at `/store`). */
  inbox: string;
  /** The plain inbox page on the gateway: each e-mail's subject, recipient and code at a glance. */
  inboxPage: string;
  dynamoDb: string;
  s3: string;
  cognito: string;
}

export function renderInfoPage(urls: StackUrls): string {
  const link = (url: string) => `<a href="${escape(url)}">${escape(url)}</a>`;
  const accounts = Object.entries(DEMO_ACCOUNTS)
    .map(
      ([role, { email, password }]) =>
        `<tr><td>${role}</td><td><code>${email}</code></td><td><code>${escape(password)}</code></td></tr>`,
    )
    .join('');
  const tokenCommand = `npx tsx infra/local/token.ts ${DEMO_ACCOUNTS.beekeeper.email} '${DEMO_ACCOUNTS.beekeeper.password}'`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>HiveKeeper local stack</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 52rem; margin: 2rem auto; padding: 0 1rem; color: #2d2416; line-height: 1.5; }
  h1 { color: #b7791f; }
  table { border-collapse: collapse; }
  td, th { text-align: left; padding: 0.25rem 1rem 0.25rem 0; vertical-align: top; }
  code, pre { background: #fdf6e3; border-radius: 4px; padding: 0.1rem 0.3rem; }
  pre { padding: 0.75rem; overflow-x: auto; }
</style>
</head>
<body>
<h1>HiveKeeper local stack</h1>
<p>The API, the local user pool and the stand-ins for AWS are running. This origin serves the web app as soon
as its build exists (<code>npm start</code> builds it into <code>frontend/dist</code>); until then it shows this
page.</p>
<h2>Services</h2>
<table>
<tr><td>API (same origin; needs a token)</td><td>${link(`${urls.app}${apiPath(routes.getCurrentUser)}`)}</td></tr>
<tr><td>Runtime settings</td><td>${link(urls.config)}</td></tr>
<tr><td>E-mail inbox (sign-up and password codes)</td><td>${link(urls.inboxPage)}</td></tr>
<tr><td>User pool endpoint (for the web app)</td><td><code>${escape(urls.userPoolEndpoint)}</code></td></tr>
<tr><td>cognito-local (token issuer)</td><td><code>${escape(urls.cognito)}</code></td></tr>
<tr><td>DynamoDB Local</td><td><code>${escape(urls.dynamoDb)}</code></td></tr>
<tr><td>S3 (s3rver)</td><td><code>${escape(urls.s3)}</code></td></tr>
</table>
<h2>Demo accounts</h2>
<table><tr><th>Role</th><th>E-mail</th><th>Password</th></tr>${accounts}</table>
<h2>Call the API</h2>
<pre>TOKEN=$(${escape(tokenCommand)})
curl -H "Authorization: Bearer $TOKEN" ${escape(urls.app)}${apiPath(routes.listHives)}</pre>
</body>
</html>
`;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
