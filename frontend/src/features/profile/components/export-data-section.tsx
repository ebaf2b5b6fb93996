import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { EXPORT_PLAN_RULE } from '@shared/domain/account-export';
import { planRuleAllows, planStateOf } from '@shared/plan-rules';
import {
  EXPORT_FORMATS,
  UNFINISHED_EXPORT_STATUSES,
  exportPercent,
  type AccountExport,
  type ExportFormat,
} from '@shared/schemas/account-export';
import type { CurrentUser } from '@shared/schemas/user';
import { ProFeaturePrompt } from '@/components/pro-feature-prompt';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/catalog';
import { formatNumber } from '@/lib/i18n/format';
import { useAccountExport } from '../api/get-account-export';
import { useAccountExports } from '../api/get-account-exports';
import { useStartAccountExport } from '../api/start-account-export';
import { saveDownload } from '../utils/save-download';
import { profileMessages } from '../messages';

const BUTTONS = {
  json: { label: 'export.downloadJson', hint: 'export.downloadJsonHint' },
  zip: { label: 'export.downloadZip', hint: 'export.downloadZipHint' },
} as const;

/** The export the section follows: the one asked for on this visit, or the day's newest. */
type Tracked = { id: string; format: ExportFormat };

const FORMAT_NAMES = { json: 'JSON', zip: 'ZIP' } as const satisfies Record<ExportFormat, string>;

/**
 * The profile's Export Data: the beekeeper's whole account as JSON (everyone) or as a ZIP of CSV reports (Pro; the
 * upgrade prompt for anyone else, and for anyone the server refuses with 402). The file is made in the background:
 * a progress bar while it is, then it downloads by itself, with a link to download it again; a failure offers to
 * try again.
 */
export function ExportDataSection({ user }: { user: CurrentUser }) {
  const t = useMessages(profileMessages);
  const start = useStartAccountExport();
  // Undefined until the beekeeper asks for an export on this visit; null while the ask is on its way.
  const [asked, setAsked] = useState<Tracked | null | undefined>(undefined);
  const [refusedPro, setRefusedPro] = useState(false);
  const earlier = useAccountExports().data?.[0];
  // Until they ask for another, the profile shows the day's newest export again: its progress, or its file.
  const tracked = asked === undefined ? ((earlier && { id: earlier.id, format: earlier.format }) ?? null) : asked;
  const current = useAccountExport(tracked?.id ?? null);
  const exported = current.data;
  // The file downloads by itself once, when the export turns ready, unless it was ready before this visit.
  const saved = useRef<string | null>(null);
  const readyBefore = earlier?.status === 'ready' ? earlier.id : null;

  const making = start.isPending || (tracked !== null && (current.isPending || isUnfinished(exported)));
  // After the server's 402 the screen believes it over the plan it has.
  const state = refusedPro ? 'free' : planStateOf(user);
  const allowed = (format: ExportFormat) => planRuleAllows(EXPORT_PLAN_RULE, state, { format });

  function ask(format: ExportFormat) {
    setAsked(null);
    start.mutate(
      { format },
      {
        onSuccess: (answer) => setAsked({ id: answer.id, format }),
        onError: (error) => {
          if (isApiError(error, 402)) setRefusedPro(true);
        },
      },
    );
  }

  useEffect(() => {
    if (exported?.status !== 'ready' || exported.downloadURL === null) return;
    if (saved.current === exported.id || readyBefore === exported.id) return;
    saved.current = exported.id;
    saveDownload(exported.downloadURL, exported.fileName);
  }, [exported, readyBefore]);

  /** The link of a ready export lasts minutes: a later download asks for a new one. */
  async function downloadAgain() {
    const { data } = await current.refetch();
    if (data?.downloadURL) saveDownload(data.downloadURL, data.fileName);
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">{t('export.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {EXPORT_FORMATS.map((format) =>
          !allowed(format) ? (
            <ProFeaturePrompt key={format} title={t('export.proTitle')} description={t('export.proDescription')} />
          ) : (
            <div key={format} className="flex flex-col items-start gap-2">
              <Button type="button" variant="outline" disabled={making} onClick={() => ask(format)}>
                <Download aria-hidden="true" className="size-4" />
                {t(BUTTONS[format].label)}
              </Button>
              <p className="text-xs text-stone-600">{t(BUTTONS[format].hint)}</p>
            </div>
          ),
        )}
      </div>
      <div aria-live="polite" className="flex flex-col gap-2">
        {start.isError && !isApiError(start.error, 402) && (
          <Failure
            message={(isApiError(start.error) && start.error.serverMessage) || t('export.startFailed')}
            onRetry={() => ask(start.variables.format)}
          />
        )}
        {tracked !== null && current.isError && (
          <Failure message={t('export.failed')} onRetry={() => ask(tracked.format)} />
        )}
        {tracked !== null && exported !== undefined && (
          <ExportStatus
            exported={exported}
            onDownload={() => void downloadAgain()}
            onRetry={() => ask(tracked.format)}
          />
        )}
      </div>
    </div>
  );
}

function isUnfinished(exported: AccountExport | undefined): boolean {
  return exported !== undefined && UNFINISHED_EXPORT_STATUSES.includes(exported.status);
}

function ExportStatus({
  exported,
  onDownload,
  onRetry,
}: {
  exported: AccountExport;
  onDownload: () => void;
  onRetry: () => void;
}) {
  const t = useMessages(profileMessages);
  const formatName = FORMAT_NAMES[exported.format];
  if (exported.status === 'failed') return <Failure message={t('export.failed')} onRetry={onRetry} />;
  if (exported.status === 'ready') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-stone-900">{t('export.ready', { format: formatName })}</p>
        <Button type="button" size="sm" onClick={onDownload}>
          {t('export.downloadAgain')}
        </Button>
      </div>
    );
  }
  const percent = exportPercent(exported.progress);
  const { done, total } = exported.progress;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-stone-900">{t('export.building', { format: formatName })}</p>
      <div
        role="progressbar"
        aria-label={t('export.progressLabel', { format: formatName })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full bg-honey-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-stone-700">
        {t('export.progress', { count: total, done: formatNumber(done), total: formatNumber(total) })}
      </p>
    </div>
  );
}

function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useMessages(profileMessages);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="alert" className="text-sm text-red-700">
        {message}
      </p>
      <Button type="button" size="sm" variant="outline" onClick={onRetry}>
        {t('export.retry')}
      </Button>
    </div>
  );
}
