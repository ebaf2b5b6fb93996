import { normalizeLabelCode } from '@shared/domain/hive-labels';
import { HIVE_LABEL_MESSAGES, HIVE_LABEL_VALIDATION } from '@shared/messages/hive-labels';
import { PageHeader } from '@/components/page-header';
import { LabelResolution } from './label-resolution';

/** `/l/:code`, what a phone's camera app opens from a label's QR: the code's hive, as the scanner would open it. */
export function LabelOpener({ typed }: { typed: string }) {
  const code = normalizeLabelCode(typed);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={HIVE_LABEL_MESSAGES.scanTitle} description={typed} />
      {code === null ? <p role="alert">{HIVE_LABEL_VALIDATION.labelCodeInvalid}</p> : <LabelResolution code={code} />}
    </div>
  );
}
