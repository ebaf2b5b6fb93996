import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CloudDownload, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { Apiary } from '@shared/schemas/apiary';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/hooks/use-online';
import { apiaryOfflineCopyTime, recordApiaryOfflineCopy } from '@/lib/offline/offline-copies';
import { savePersistedQueries } from '@/lib/offline/persisted-queries';
import { useMessages } from '@/lib/i18n/catalog';
import { formatDate } from '@/lib/i18n/format';
import { apiariesMessages } from '../messages';

/** When the offline copy was made: day and time, as a beekeeper checks it is fresh ('Nov 29, 14:05'). */
const COPIED_AT: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/**
 * Reads everything the beekeeper needs at an apiary without signal into the query cache (the app composes which
 * reads: they belong to the hives, inspections, tasks and treatments features), telling how many of its hives are
 * done; rejects when a read fails.
 */
export type CopyApiaryForOffline = (
  queryClient: QueryClient,
  apiaryId: string,
  onProgress: (hivesDone: number, hives: number) => void,
) => Promise<void>;

interface Progress {
  hivesDone: number;
  hives: number;
}

/**
 * "Take this apiary offline" on an apiary's card: its hives, their recent inspections and treatments and the open
 * tasks are read now and kept in the offline copy (lib/offline/persisted-queries.ts), so they open at the apiary
 * without signal. Then it says how fresh the copy is, with Refresh.
 */
export function TakeApiaryOffline({ apiary, copy }: { apiary: Apiary; copy: CopyApiaryForOffline }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const t = useMessages(apiariesMessages);
  const [copiedAt, setCopiedAt] = useState(() => apiaryOfflineCopyTime(apiary.id));
  const [progress, setProgress] = useState<Progress>();
  const [failed, setFailed] = useState(false);

  async function takeOffline() {
    setFailed(false);
    setProgress({ hivesDone: 0, hives: apiary.hiveCount });
    try {
      await copy(queryClient, apiary.id, (hivesDone, hives) => setProgress({ hivesDone, hives }));
      await savePersistedQueries(queryClient);
      const now = new Date();
      recordApiaryOfflineCopy(apiary.id, now);
      setCopiedAt(now);
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setProgress(undefined);
    }
  }

  if (progress) {
    return (
      <div className="flex flex-col gap-1 text-sm text-stone-700">
        <label htmlFor={`offline-${apiary.id}`}>
          {t('offline.copying', { done: progress.hivesDone, total: progress.hives })}
        </label>
        <progress id={`offline-${apiary.id}`} max={progress.hives} value={progress.hivesDone} className="w-full" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {copiedAt && (
          <p className="text-stone-700">{t('offline.copiedAt', { date: formatDate(copiedAt, COPIED_AT) })}</p>
        )}
        <Button
          variant="outline"
          size="sm"
          className="h-11"
          disabled={!online}
          onClick={() => void takeOffline()}
          aria-label={t(copiedAt ? 'offline.refreshName' : 'offline.takeName', { name: apiary.name })}
        >
          {copiedAt ? <RefreshCw aria-hidden="true" /> : <CloudDownload aria-hidden="true" />}
          {t(copiedAt ? 'offline.refresh' : 'offline.take')}
        </Button>
      </div>
      {failed && (
        <p role="alert" className="text-red-700">
          {t('offline.failed')}
        </p>
      )}
    </div>
  );
}
