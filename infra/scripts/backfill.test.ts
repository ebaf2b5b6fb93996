import { describe, expect, it, vi } from 'vitest';
import { backfillScript } from './backfill';

describe('a backfill script', () => {
  it('refuses unknown arguments with its own usage line, before running anything', async () => {
    const run = vi.fn(async () => ({ read: 0 }));
    const main = backfillScript({ command: 'migrate:hive-index', run, report: () => 'done' });

    await expect(main(['--dryrun'], {})).rejects.toThrow(
      'Usage: npm run migrate:hive-index -- [--stage <stage>] [--dry-run]',
    );
    expect(run).not.toHaveBeenCalled();
  });

  it('stops before running on a stage with no deployed table', async () => {
    const run = vi.fn(async () => ({ read: 0 }));
    const main = backfillScript({ command: 'migrate:search-index', run, report: () => 'done' });

    await expect(main(['--stage', 'never-deployed-stage', '--dry-run'], {})).rejects.toThrow(/deploy that stage first/);
    expect(run).not.toHaveBeenCalled();
  });
});
