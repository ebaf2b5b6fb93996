import { useEffect, useRef, useState, type FormEvent } from 'react';
import { codeOfScannedText } from '@shared/domain/hive-labels';
import { HIVE_LABEL_VALIDATION } from '@shared/messages/hive-labels';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useMessages } from '@/lib/i18n/catalog';
import { hiveLabelsMessages, type HiveLabelKey } from '../messages';
import { makeQrReader } from '../utils/qr-detector';
import { LabelResolution } from './label-resolution';

/** Where the camera stands: starting, reading frames, or why there is none. */
export type CameraState = 'starting' | 'scanning' | 'noCamera' | 'refused' | 'failed';

/** The camera's failure as the beekeeper is told it (a DOMException's name, as getUserMedia rejects). */
function cameraStateOf(error: unknown): CameraState {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  return 'failed';
}

const CAMERA_MESSAGES: Record<CameraState, HiveLabelKey> = {
  starting: 'scan.starting',
  scanning: 'scan.scanning',
  noCamera: 'scan.noCamera',
  refused: 'scan.refused',
  failed: 'scan.failed',
};

/**
 * The rear camera's view, read a frame at a time (one per animation frame, none while a read is under way) until a
 * label's code is found: `onCode` is told it and the camera stops. Says what the camera is doing, and when the QR
 * read is not a HiveKeeper label.
 */
function CameraView({ onCode }: { onCode: (code: string) => void }) {
  const t = useMessages(hiveLabelsMessages);
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const [foreign, setForeign] = useState(false);
  useEffect(() => {
    let stream: MediaStream | undefined;
    let frame = 0;
    let stopped = false;
    const stop = () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState('noCamera');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        return setState(cameraStateOf(error));
      }
      if (stopped) return stop();
      const element = video.current;
      if (!element) return;
      element.srcObject = stream;
      // Not awaited: a stream's play() may wait for its first frame, and the frames are read as they come anyway.
      void element.play().catch(() => undefined);
      const { read } = await makeQrReader();
      setState('scanning');
      const tick = async () => {
        if (stopped) return;
        const text = element.readyState >= element.HAVE_CURRENT_DATA ? await read(element).catch(() => null) : null;
        const code = text === null ? null : codeOfScannedText(text);
        if (code !== null) {
          stop();
          return onCode(code);
        }
        if (text !== null) setForeign(true);
        if (!stopped) frame = requestAnimationFrame(() => void tick());
      };
      frame = requestAnimationFrame(() => void tick());
    };
    void start();
    return stop;
  }, [onCode]);
  return (
    <div className="flex flex-col gap-3">
      <video
        ref={video}
        muted
        playsInline
        aria-label={t('scan.intro')}
        className={
          state === 'scanning' || state === 'starting'
            ? 'aspect-square w-full max-w-md rounded-lg bg-stone-900 object-cover'
            : 'hidden'
        }
      />
      <p role="status" className={state === 'scanning' || state === 'starting' ? 'text-stone-700' : 'text-red-700'}>
        {t(CAMERA_MESSAGES[state])}
      </p>
      {foreign && <p className="text-sm text-stone-700">{t('scan.notALabel')}</p>}
    </div>
  );
}

/** Typing the code printed under the QR: for a camera refused, missing, or a label too worn to read. */
function TypedCode({ onCode }: { onCode: (code: string) => void }) {
  const t = useMessages(hiveLabelsMessages);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = codeOfScannedText(typed);
    if (code === null) return setError(HIVE_LABEL_VALIDATION.labelCodeInvalid);
    setError(undefined);
    onCode(code);
  };
  return (
    <form onSubmit={submit} className="flex max-w-md items-end gap-2">
      <div className="flex-1">
        <FormField label={t('scan.typedCode')} error={error}>
          <Input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoCapitalize="characters"
            autoComplete="off"
            placeholder="K7Q-4MX"
            className="h-11 font-mono uppercase"
          />
        </FormField>
      </div>
      <Button type="submit" size="lg" className={error ? 'mb-7' : undefined}>
        {t('scan.open')}
      </Button>
    </form>
  );
}

/** `/l`: the camera reads a hive label's QR (or the beekeeper types its code), then the code opens its hive. */
export function ScannerScreen() {
  const t = useMessages(hiveLabelsMessages);
  const [code, setCode] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('scan.title')} description={t('scan.intro')} />
      {code === null ? (
        <>
          <CameraView onCode={setCode} />
          <TypedCode onCode={setCode} />
        </>
      ) : (
        <div className="flex flex-col gap-4">
          <LabelResolution code={code} />
          <Button variant="outline" className="self-start" onClick={() => setCode(null)}>
            {t('scan.again')}
          </Button>
        </div>
      )}
    </div>
  );
}
