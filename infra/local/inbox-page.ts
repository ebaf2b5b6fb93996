/**
 * The local inbox as a newcomer needs it: one plain page on the gateway listing every e-mail the local SES holds,
 * newest first, with its subject, recipient and the code in large type, nothing to unfold. The local stack serves
 * it (stack.ts) and tells the web app where it is through `/config.json` (`localInboxUrl`); the cloud has no such
 * page, and nothing in the handlers knows about it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { codeIn, type InboxEmail } from './inbox';
import type { SiteHandler } from './static-site';

/** Where the gateway serves the page. */
export const LOCAL_INBOX_PATH = '/local-inbox';

/** The page answers with no script and no outside resource: only its own inline styles. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
};

/** The site handler with the inbox page in front of it, reading the mail from the local SES at `sesEndpoint`. */
export function withLocalInboxPage(site: SiteHandler, sesEndpoint: string): SiteHandler {
  return (request, response, path) => {
    if (path !== LOCAL_INBOX_PATH) {
      site(request, response, path);
      return;
    }
    void serveInboxPage(request, response, sesEndpoint);
  };
}

async function serveInboxPage(request: IncomingMessage, response: ServerResponse, sesEndpoint: string) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  let page: string;
  try {
    const answer = await fetch(new URL('/store', sesEndpoint));
    const { emails } = (await answer.json()) as { emails: InboxEmail[] };
    page = renderInboxPage(emails);
  } catch (error) {
    console.error('[gateway] the local inbox could not be read', error);
    response.writeHead(502, PAGE_HEADERS).end(renderPage('<p>The local e-mail server did not answer.</p>'));
    return;
  }
  response.writeHead(200, PAGE_HEADERS);
  response.end(request.method === 'HEAD' ? undefined : page);
}

/** The page for these e-mails (as the local SES stores them, oldest first). */
export function renderInboxPage(emails: readonly InboxEmail[]): string {
  const newestFirst = [...emails].sort((a, b) => b.at - a.at);
  const list =
    newestFirst.length === 0
      ? '<p>No e-mail yet. Codes for sign-up and password resets appear here a moment after they are sent.</p>'
      : `<ol>${newestFirst.map(renderEmail).join('')}</ol>`;
  return renderPage(list);
}

function renderEmail(email: InboxEmail): string {
  const code = codeIn(email);
  const text = email.body.text ?? '';
  return `<li>
<article>
<h2>${escapeHtml(email.subject)}</h2>
<p class="meta">To ${escapeHtml(email.destination.to.join(', '))}, ${escapeHtml(timeOf(email.at))}</p>
${code ? `<p class="code"><span class="label">Code</span> <strong>${code}</strong></p>` : ''}
${text ? `<p class="text">${escapeHtml(text)}</p>` : ''}
</article>
</li>`;
}

function renderPage(content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox · HiveKeeper</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 44rem; margin: 2rem auto; padding: 0 1rem; color: #292524; line-height: 1.5; }
  h1 { color: #92400e; margin-bottom: 0.25rem; }
  ol { list-style: none; padding: 0; display: grid; gap: 1rem; }
  article { border: 1px solid #e7e5e4; border-radius: 0.5rem; padding: 1rem 1.25rem; }
  h2 { font-size: 1.125rem; margin: 0; }
  .meta { margin: 0.25rem 0 0; color: #57534e; overflow-wrap: anywhere; }
  .code { margin: 0.75rem 0 0; display: flex; align-items: baseline; gap: 0.75rem; }
  .code .label { color: #57534e; }
  .code strong { font: 700 2.25rem/1.2 ui-monospace, monospace; letter-spacing: 0.15em; color: #78350f; user-select: all; }
  .text { margin: 0.75rem 0 0; color: #44403c; white-space: pre-wrap; overflow-wrap: anywhere; }
  a { color: #92400e; }
</style>
</head>
<body>
<main>
<h1>Local inbox</h1>
<p>E-mails HiveKeeper's local stack has sent, newest first. They never leave this machine.
<a href="${LOCAL_INBOX_PATH}">Check for new e-mail</a></p>
${content}
</main>
</body>
</html>`;
}

/** The time an e-mail arrived (the local SES stores seconds), as this machine's clock shows it. */
function timeOf(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] as string,
  );
}
