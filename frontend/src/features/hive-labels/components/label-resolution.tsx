import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { formatLabelCode } from '@shared/domain/hive-labels';
import { HIVE_LABEL_TOASTS } from '@shared/messages/hive-labels';
import type { HiveLabel } from '@shared/schemas/hive-label';
import { HivePicker } from '@/components/hive-picker';
import { QueryContent } from '@/components/query-content';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/catalog';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useAssignHiveLabel, useLabelResolution } from '../api/hive-labels';
import { hiveLabelsMessages } from '../messages';

/** A blank label: the beekeeper picks the hive it is stuck on, then lands on that hive. */
function AssignLabel({ label }: { label: HiveLabel }) {
  const t = useMessages(hiveLabelsMessages);
  const text = useMessageText();
  const [hiveId, setHiveId] = useState('');
  const [failed, setFailed] = useState(false);
  const assign = useAssignHiveLabel();
  const navigate = useNavigate();
  const submit = () => {
    setFailed(false);
    assign.mutate(
      { code: label.code, hiveId, version: label.version },
      {
        onSuccess: () => void navigate(paths.app.hive.getHref(hiveId)),
        onError: () => setFailed(true),
      },
    );
  };
  return (
    <div className="flex flex-col gap-3">
      <p>{t('resolve.unassigned', { code: formatLabelCode(label.code) })}</p>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-stone-900">
        {t('resolve.assignTo')}
        <HivePicker
          value={hiveId}
          onChange={(event) => setHiveId(event.target.value)}
          noneLabel={t('resolve.selectHive')}
        />
      </label>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {text(HIVE_LABEL_TOASTS.hiveLabelAssignFailed)}
        </p>
      )}
      <Button size="lg" disabled={!hiveId || assign.isPending} onClick={submit}>
        {t('resolve.assign')}
      </Button>
    </div>
  );
}

/**
 * What a code opens: its hive's page (replacing this one in the history, so Back leaves the scanner), a blank
 * label's assignment, or a word that the beekeeper has no label of this code.
 */
export function LabelResolution({ code }: { code: string }) {
  const t = useMessages(hiveLabelsMessages);
  const resolution = useLabelResolution(code);
  return (
    <QueryContent query={resolution} what={t('resolve.what')} loading={<Spinner label={t('resolve.finding')} />}>
      {(found) => {
        if (found.kind === 'hive') return <Navigate to={paths.app.hive.getHref(found.hiveId)} replace />;
        if (found.kind === 'blank') return <AssignLabel label={found.label} />;
        return (
          <p role="alert" className="text-stone-800">
            {t('resolve.unknown')}
          </p>
        );
      }}
    </QueryContent>
  );
}
