/**
 * The Account data jobs on a commercial beekeeper (1,000 hives, 20,000 inspections), through the local gateway as
 * the profile drives them: an export asked for, polled until its file is ready and downloaded (JSON, then the ZIP
 * of CSV reports), and then the account's deletion run by the job until only the marked user item waits out the
 * last token's hour.
 */
import { performance } from 'node:perf_hooks';
import type { ApiCaller } from '../../infra/local/api-client';
import { LOCAL_JOBS_PATH } from '../../infra/local/scheduler';
import { ACCOUNT_DELETION_PHRASE } from '../../shared/domain/account-deletion';
import type { AccountExport, ExportFormat } from '../../shared/schemas/account-export';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { percentile } from './latency';

/** How often the bench asks after an export, as the profile does. */
const POLL_MS = 250;

export interface ExportTiming {
  format: ExportFormat;
  runs: number;
  /** Seconds from the ask to the downloaded file. */
  p50: number;
  max: number;
  bytes: number;
}

async function exportOnce(api: ApiCaller, format: ExportFormat): Promise<{ seconds: number; bytes: number }> {
  const started = performance.now();
  const asked = await api<AccountExport>('POST', apiPath(routes.startAccountExport), { format });
  if (asked.status !== 202) throw new Error(`POST /api/account/exports answered ${asked.status}`);
  for (;;) {
    const current = await api<AccountExport>('GET', apiPath(routes.getAccountExport, { id: asked.body.id }));
    if (current.body.status === 'failed') throw new Error(`The ${format} export failed`);
    if (current.body.downloadURL !== null) {
      const file = await fetch(current.body.downloadURL);
      const bytes = (await file.arrayBuffer()).byteLength;
      return { seconds: (performance.now() - started) / 1000, bytes };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** `runs` exports of each format one after another (a beekeeper has one made at a time, ten a day). */
export async function measureExports(api: ApiCaller, runs: number): Promise<ExportTiming[]> {
  const timings: ExportTiming[] = [];
  for (const format of ['json', 'zip'] as const) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await exportOnce(api, format));
    const seconds = results.map((result) => result.seconds).sort((a, b) => a - b);
    timings.push({
      format,
      runs,
      p50: percentile(seconds, 0.5),
      max: seconds.at(-1) ?? 0,
      bytes: results.at(-1)?.bytes ?? 0,
    });
  }
  return timings;
}

/** Seconds from DELETE /api/account to the job's run over it ending with only the late writes' wait left. */
export async function measureDeletion(api: ApiCaller, appUrl: string, userId: string): Promise<number> {
  const started = performance.now();
  const deleted = await api('DELETE', apiPath(routes.deleteAccount), { confirmation: ACCOUNT_DELETION_PHRASE });
  if (deleted.status !== 202) throw new Error(`DELETE /api/account answered ${deleted.status}`);
  for (;;) {
    // The job endpoint waits for its run; the run the route started may still hold part of the work.
    const response = await fetch(`${appUrl}${LOCAL_JOBS_PATH}/finishAccountDeletions?wait=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ job: 'finishAccountDeletions', requestedBy: userId }),
    });
    const { result } = (await response.json()) as { result: { waiting: number; unfinished: number } };
    if (result.waiting === 1) return (performance.now() - started) / 1000;
    if (result.unfinished !== 1) throw new Error(`The deletion run answered ${JSON.stringify(result)}`);
  }
}
