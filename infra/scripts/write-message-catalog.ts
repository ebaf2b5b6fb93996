/**
 * `npm run catalogs:messages`: writes the source catalogue of HiveKeeper's toasts, validation messages and API errors
 * (`shared/i18n/catalogs/messages/en-US.json`) from their tables in `shared/messages/`, which stay the one place
 * their English lives. Translators work from this file; `write-message-catalog.test.ts` fails when it is not what
 * this writes (run it after changing a message).
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { registeredMessages } from '../../shared/i18n/message-codes';
import { REPO_ROOT } from '../paths';

export const MESSAGE_CATALOG_FILE = join(REPO_ROOT, 'shared', 'i18n', 'catalogs', 'messages', 'en-US.json');
const MESSAGE_TABLES_DIR = join(REPO_ROOT, 'shared', 'messages');

/** Every table of `shared/messages/` loaded, so each has registered its codes. */
export async function loadMessageTables(): Promise<void> {
  const files = readdirSync(MESSAGE_TABLES_DIR).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  for (const file of files) await import(pathToFileURL(join(MESSAGE_TABLES_DIR, file)).href);
}

export async function renderMessageCatalog(): Promise<string> {
  await loadMessageTables();
  return `${JSON.stringify(registeredMessages(), null, 2)}\n`;
}

async function main(): Promise<void> {
  writeFileSync(MESSAGE_CATALOG_FILE, await renderMessageCatalog());
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
