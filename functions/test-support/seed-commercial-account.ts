/**
 * Writes the searchable commercial account (`commercial-account.ts`) into the table its environment names and
 * prints the account's hive as JSON. Run once per data-test run as a child of the project's global setup
 * (`shared-commercial-account.ts`), so its handlers' modules, which read their table when they load, stay out of
 * the vitest process.
 */
import { seedCommercialAccount } from './commercial-account';

const [userId, email] = process.argv.slice(2);
if (!userId || !email) throw new Error('Usage: seed-commercial-account.ts <userId> <email>');
const account = await seedCommercialAccount(userId, email, { searchable: true });
process.stdout.write(JSON.stringify(account));
