/**
 * The test files' side of the run's one commercial beekeeper (see `commercial-account-seeding.ts`).
 */
import { get } from 'node:http';
import { inject } from 'vitest';
import { beekeeper, type TestBeekeeper } from './api';
import type { CommercialAccount } from './commercial-account';

/** The shared account, once it is completely written, and its beekeeper signed in. */
export async function commercialAccount(): Promise<{ who: TestBeekeeper } & CommercialAccount> {
  const { userId, email, readyUrl } = inject('commercialAccount');
  const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    get(readyUrl, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    }).on('error', reject);
  });
  if (status !== 200) throw new Error(body);
  return { who: beekeeper({ sub: userId, email }), ...(JSON.parse(body) as CommercialAccount) };
}
