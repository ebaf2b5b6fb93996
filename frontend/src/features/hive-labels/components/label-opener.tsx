import { normalizeLabelCode } from '@shared/domain/hive-labels';
import { HIVE_LABEL_VALIDATION } from '@shared/messages/hive-labels';
import { PageHeader } from '@/components/page-header';
import { useMessages } from '@/lib/i18n/catalog';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { hiveLabelsMessages } from '../messages';
import { LabelResolution } from './label-resolution';

/** `/l/:code`, what a phone's camera app opens from a label's QR: the code's hive, as the scanner would open it. */
export function LabelOpener({ typed }: { typed: string }) {
  const t = useMessages(hiveLabelsMessages);
  const text = useMessageText();
  const code = normalizeLabelCode(typed);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('scan.title')} description={<span translate="no">{typed}</span>} />
      {code === null ? (
        <p role="alert">{text(HIVE_LABEL_VALIDATION.labelCodeInvalid)}</p>
      ) : (
        <LabelResolution code={code} />
      )}
    </div>
  );
}
