import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import type { HiveScaleSecret } from '@shared/schemas/hive-scale';
import { Button } from '@/components/ui/button';
import { DialogBody, DialogFooter } from '@/components/ui/dialog';
import { useMessages } from '@/lib/i18n/catalog';
import { hiveScalesMessages } from '../messages';

/**
 * A scale's secret, shown this once (HiveKeeper keeps only its hash), with the full webhook URL its uplinks go to
 * and the steps of The Things Network's custom webhook; a scale of files only needs none of it.
 */
export function ScaleSecret({ made, onDone }: { made: HiveScaleSecret; onDone: () => void }) {
  const t = useMessages(hiveScalesMessages);
  const webhookUrl = `${window.location.origin}${made.uplinkPath}`;
  return (
    <>
      <DialogBody className="flex flex-col gap-4">
        {made.scale.kind === 'file' ? (
          <p className="text-sm text-stone-800">{t('steps.files')}</p>
        ) : (
          <>
            <p role="status" className="text-sm font-medium text-stone-900">
              {t('secret.once')}
            </p>
            <CopyableValue label={t('secret.label')} copyLabel={t('copy.secret')} value={made.secret} />
            <CopyableValue label={t('secret.url')} copyLabel={t('copy.url')} value={webhookUrl} />
            <section aria-labelledby="scale-secret-steps" className="flex flex-col gap-2 text-sm text-stone-800">
              <h3 id="scale-secret-steps" className="font-semibold text-stone-900">
                {t('steps.title')}
              </h3>
              <ol className="list-decimal space-y-1 pl-5">
                <li>{t('steps.open')}</li>
                <li>{t('steps.url')}</li>
                <li>
                  {t('steps.header')}{' '}
                  <code translate="no" className="break-all">
                    Authorization: Bearer {made.secret}
                  </code>
                </li>
                <li>{t('steps.uplink')}</li>
              </ol>
            </section>
          </>
        )}
      </DialogBody>
      <DialogFooter>
        <Button onClick={onDone}>{t('done')}</Button>
      </DialogFooter>
    </>
  );
}

/** A value to paste elsewhere, in full (it breaks anywhere on a phone), with its Copy button. */
function CopyableValue({ label, copyLabel, value }: { label: string; copyLabel: string; value: string }) {
  const t = useMessages(hiveScalesMessages);
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium text-stone-700">{label}</p>
      <div className="flex items-start gap-2">
        <code translate="no" className="min-w-0 flex-1 rounded-sm bg-stone-100 px-2 py-1.5 text-sm break-all">
          {value}
        </code>
        <Button
          variant="outline"
          size="sm"
          aria-label={copyLabel}
          onClick={() =>
            void navigator.clipboard.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t('copied') : t('copy')}
        </Button>
      </div>
    </div>
  );
}
