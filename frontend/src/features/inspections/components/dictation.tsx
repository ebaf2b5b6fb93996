import { ArrowLeft, Check, Circle, Mic, Square } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { isLocale, SOURCE_LOCALE } from '@shared/i18n/locales';
import { APIARY_VALIDATION } from '@shared/messages/apiaries';
import { INSPECTION_DRAFT_API_ERRORS, INSPECTION_DRAFT_VALIDATION } from '@shared/messages/inspection-drafts';
import type { InspectionDraftAnswer } from '@shared/schemas/inspection-draft';
import type { VoiceRecording } from '@shared/schemas/voice-recording';
import { useApiaries } from '@/api/get-apiaries';
import { useHive } from '@/api/get-hive';
import { HivePicker } from '@/components/hive-picker';
import { commonMessages } from '@/components/messages';
import { usePlanGate } from '@/components/pro-feature-gate';
import { RecordDialogContext } from '@/components/record-dialog-context';
import { Button } from '@/components/ui/button';
import { DialogBody, DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select, Textarea } from '@/components/ui/input';
import { RecordOptions } from '@/components/ui/select-options';
import { useOnline } from '@/hooks/use-online';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/catalog';
import { useLocale } from '@/lib/i18n/locale';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useDraftInspections } from '../api/draft-inspections';
import { useDeleteVoiceRecording, useRecordVoice } from '../api/voice-recordings';
import { useAudioRecorder } from '../hooks/use-audio-recorder';
import { useSpeechRecognition } from '../hooks/use-speech-recognition';
import { voiceInspectionMessages } from '../voice-messages';
import { INSPECTION_RECORD } from './inspection-record';
import { ReviewDraftForm } from './inspection-forms';
import { formatDuration, RECORDING_LIMIT, VoiceRecordings } from './voice-recordings';

/** Moves focus to a stage's first words as it appears, so a screen reader follows the dialog from stage to stage. */
const focusOnArrival = (element: HTMLElement | null) => element?.focus();

/**
 * The dictation dialog's content (loaded when it opens): the beekeeper's words, heard or typed, become drafts of
 * the inspections of the hives they named; each draft is reviewed in the record form and saved from there. Pro.
 */
export function Dictation() {
  const t = useMessages(voiceInspectionMessages);
  const { gate, refuse } = usePlanGate('inspectionDrafts', 'create', {
    title: t('pro.title'),
    description: t('pro.description'),
  });
  return gate(<DictationStages refused={refuse} />);
}

/** The words, then the drafts made of them, then one draft in the record form at a time. */
function DictationStages({ refused }: { refused: () => void }) {
  const [answer, setAnswer] = useState<InspectionDraftAnswer>();
  const [apiaryId, setApiaryId] = useState('');
  const [words, setWords] = useState('');
  // Words are the beekeeper's until they leave: going back from the drafts finds them as they were.
  if (answer) return <Drafts answer={answer} apiaryId={apiaryId} back={() => setAnswer(undefined)} />;
  return (
    <Words
      apiaryId={apiaryId}
      chooseApiary={setApiaryId}
      words={words}
      setWords={setWords}
      drafted={setAnswer}
      refused={refused}
    />
  );
}

interface WordsProps {
  apiaryId: string;
  chooseApiary: (apiaryId: string) => void;
  words: string;
  setWords: (words: string) => void;
  drafted: (answer: InspectionDraftAnswer) => void;
  /** The server's 402: the beekeeper's plan has no drafts (it changed since the screen read it). */
  refused: () => void;
}

/**
 * The apiary, the words (heard by the browser's recogniser where it has one and there is signal, recorded to be
 * transcribed where not, typed anywhere) and Make drafts.
 */
function Words({ apiaryId, chooseApiary, words, setWords, drafted, refused }: WordsProps) {
  const t = useMessages(voiceInspectionMessages);
  const common = useMessages(commonMessages);
  const say = useMessageText();
  const locale = useLocale();
  const online = useOnline();
  const apiaries = useApiaries();
  const draftInspections = useDraftInspections();
  const [missing, setMissing] = useState<{ apiary?: string; words?: string }>({});
  const [before, setBefore] = useState('');
  const speech = useSpeechRecognition({
    lang: isLocale(locale) ? locale : SOURCE_LOCALE,
    // What is heard follows what was there at Listen, so earlier words (heard or typed) stay.
    onWords: (heard) => setWords([before, heard].filter(Boolean).join(' ')),
  });
  const recordVoice = useRecordVoice();
  const deleteRecording = useDeleteVoiceRecording();
  // The recording whose words are in the box: deleted once drafts are made of them.
  const [usedRecording, setUsedRecording] = useState<string>();
  const onlyApiary = apiaries.data?.length === 1 ? apiaries.data[0]?.id : undefined;
  const chosenApiary = apiaryId || onlyApiary || '';
  const recorder = useAudioRecorder((recorded) =>
    recordVoice.mutate({ apiaryId: chosenApiary, locale: isLocale(locale) ? locale : SOURCE_LOCALE, ...recorded }),
  );
  // The browser's recogniser needs its own connection: without one, or without a recogniser, the beekeeper records.
  const canListen = speech.supported && online;

  function record() {
    setMissing(chosenApiary ? {} : { apiary: APIARY_VALIDATION.apiaryRequired });
    if (chosenApiary) void recorder.start();
  }

  function takeWordsOf(recording: VoiceRecording) {
    chooseApiary(recording.apiaryId);
    setWords([words.trim(), recording.transcript ?? ''].filter(Boolean).join(' '));
    setUsedRecording(recording.id);
  }

  function listen() {
    setBefore(words.trim());
    speech.start();
  }

  function makeDrafts() {
    const transcript = words.trim();
    const stillMissing = {
      ...(chosenApiary ? {} : { apiary: APIARY_VALIDATION.apiaryRequired }),
      ...(transcript ? {} : { words: INSPECTION_DRAFT_VALIDATION.transcriptRequired }),
    };
    setMissing(stillMissing);
    if (Object.keys(stillMissing).length > 0) return;
    speech.stop();
    chooseApiary(chosenApiary);
    draftInspections.mutate(
      { apiaryId: chosenApiary, transcript, ...(isLocale(locale) ? { locale } : {}) },
      {
        onSuccess: (answer) => {
          if (usedRecording) deleteRecording.mutate(usedRecording);
          drafted(answer);
        },
        onError: (error) => {
          if (isApiError(error, 402)) refused();
        },
      },
    );
  }

  const failure = draftInspections.error;
  return (
    <>
      <DialogBody className="flex flex-col gap-4">
        <FormField label={t('apiary')} error={missing.apiary}>
          <Select value={chosenApiary} onChange={(event) => chooseApiary(event.target.value)}>
            <option value="">{t('selectApiary')}</option>
            <RecordOptions records={apiaries.data ?? []} />
          </Select>
        </FormField>
        <FormField label={t('transcript')} hint={t('transcriptHint')} error={missing.words}>
          <Textarea rows={6} value={words} onChange={(event) => setWords(event.target.value)} />
        </FormField>
        {canListen ? (
          <MicrophoneControl
            active={speech.listening}
            start={{ label: t('listen'), icon: <Mic aria-hidden="true" />, onClick: listen }}
            stop={{ label: t('stop'), onClick: speech.stop }}
            activeText={t('listening')}
          />
        ) : recorder.supported ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-stone-700">{speech.supported ? t('recordOffline') : t('recordInstead')}</p>
            <MicrophoneControl
              active={recorder.recording}
              start={{
                label: t('record'),
                icon: <Circle aria-hidden="true" className="fill-red-600 text-red-600" />,
                onClick: record,
              }}
              stop={{ label: t('stopRecording'), onClick: recorder.stop }}
              activeText={t('recordingFor', { elapsed: formatDuration(recorder.seconds), limit: RECORDING_LIMIT })}
            />
          </div>
        ) : (
          <p className="text-sm text-stone-700">{t('noRecogniser')}</p>
        )}
        {recorder.error && (
          <p role="alert" className="text-sm text-red-700">
            {t(`recordError.${recorder.error}`)}
          </p>
        )}
        {recordVoice.isError && (
          <p role="alert" className="text-sm text-red-700">
            {isApiError(recordVoice.error) && recordVoice.error.serverMessage
              ? say(recordVoice.error.serverMessage)
              : t('recordNotKept')}
          </p>
        )}
        {speech.error && (
          <p role="alert" className="text-sm text-red-700">
            {t(`error.${speech.error}`)}
          </p>
        )}
        {failure && !isApiError(failure, 402) && (
          <p role="alert" className="text-sm text-red-700">
            {say((isApiError(failure) && failure.serverMessage) || INSPECTION_DRAFT_API_ERRORS.inspectionDraftFailed)}
          </p>
        )}
        <VoiceRecordings onUse={takeWordsOf} />
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{common('cancel')}</Button>
        </DialogClose>
        <Button
          onClick={makeDrafts}
          disabled={!online || draftInspections.isPending}
          aria-describedby={online ? undefined : 'dictation-offline'}
        >
          {draftInspections.isPending ? t('making') : t('makeDrafts')}
        </Button>
        {!online && (
          <p id="dictation-offline" role="status" className="text-sm text-stone-700 sm:order-first sm:mr-auto">
            {t('offline')}
          </p>
        )}
      </DialogFooter>
    </>
  );
}

interface MicrophoneControlProps {
  active: boolean;
  start: { label: string; icon: ReactNode; onClick: () => void };
  stop: { label: string; onClick: () => void };
  /** Said, with a pulsing dot, while the microphone is on. */
  activeText: string;
}

/** Start or Stop for the microphone (listening or recording), and a live line saying it is on. */
function MicrophoneControl({ active, start, stop, activeText }: MicrophoneControlProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {active ? (
        <Button variant="outline" onClick={stop.onClick}>
          <Square aria-hidden="true" />
          {stop.label}
        </Button>
      ) : (
        <Button variant="outline" onClick={start.onClick}>
          {start.icon}
          {start.label}
        </Button>
      )}
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-stone-900">
        {active && (
          <>
            <span aria-hidden="true" className="size-3 animate-pulse rounded-full bg-red-600" />
            {activeText}
          </>
        )}
      </p>
    </div>
  );
}

interface DraftsProps {
  answer: InspectionDraftAnswer;
  apiaryId: string;
  back: () => void;
}

/** Who drafted, then a draft per hive named (its hive picked where the words named none), each reviewed in turn. */
function Drafts({ answer, apiaryId, back }: DraftsProps) {
  const t = useMessages(voiceInspectionMessages);
  const [hives, setHives] = useState(() => answer.drafts.map((draft) => draft.hiveId ?? ''));
  const [saved, setSaved] = useState<ReadonlySet<number>>(() => new Set());
  const [reviewing, setReviewing] = useState<number>();
  const draft = reviewing === undefined ? undefined : answer.drafts[reviewing];

  if (reviewing !== undefined && draft) {
    const done = () => setReviewing(undefined);
    return (
      <RecordDialogContext
        value={{ kind: INSPECTION_RECORD, editing: false, close: done, cancel: done, onLimitReached: undefined }}
      >
        <div className="flex">
          <Button ref={focusOnArrival} variant="ghost" size="sm" onClick={done}>
            <ArrowLeft aria-hidden="true" />
            {t('drafts')}
          </Button>
        </div>
        <ReviewDraftForm
          key={reviewing}
          hiveId={hives[reviewing] ?? ''}
          fields={draft.fields}
          onSaved={() => setSaved((before) => new Set(before).add(reviewing))}
        />
      </RecordDialogContext>
    );
  }

  return (
    <>
      <DialogBody className="flex flex-col gap-3">
        <p ref={focusOnArrival} tabIndex={-1} className="text-sm font-medium text-stone-900">
          {t(`drafter.${answer.drafter}`)}
        </p>
        <p className="text-sm text-stone-700">{t('remaining', { count: answer.remainingToday })}</p>
        {answer.drafts.length === 0 ? (
          <p className="text-sm text-stone-900">{t('noDrafts')}</p>
        ) : (
          <ul aria-label={t('drafts')} className="flex flex-col gap-2">
            {answer.drafts.map((draft, index) => (
              <li key={index} className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3">
                {draft.hiveId ? (
                  <DraftedHiveName hiveId={draft.hiveId} />
                ) : (
                  <FormField label={t('whichHive')}>
                    <HivePicker
                      apiaryId={apiaryId}
                      noneLabel={t('whichHive')}
                      value={hives[index] ?? ''}
                      onChange={(event) =>
                        setHives(hives.map((hive, at) => (at === index ? event.target.value : hive)))
                      }
                    />
                  </FormField>
                )}
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm text-stone-700">
                    {t('fieldsFilled', { count: Object.values(draft.fields).filter(Boolean).length })}
                  </span>
                  {saved.has(index) ? (
                    <span className="flex items-center gap-1 text-sm font-medium text-green-800">
                      <Check aria-hidden="true" className="size-4" />
                      {t('saved')}
                    </span>
                  ) : (
                    <ReviewButton hiveId={hives[index] ?? ''} onClick={() => setReviewing(index)} />
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={back}>
          <ArrowLeft aria-hidden="true" />
          {t('backToWords')}
        </Button>
      </DialogFooter>
    </>
  );
}

function DraftedHiveName({ hiveId }: { hiveId: string }) {
  const hive = useHive(hiveId);
  return (
    <h3 translate="no" className="font-semibold text-stone-900">
      {hive.data?.name ?? ''}
    </h3>
  );
}

/** Review, named for the draft's hive to screen readers ("Review the draft for Clover"). */
function ReviewButton({ hiveId, onClick }: { hiveId: string; onClick: () => void }) {
  const t = useMessages(voiceInspectionMessages);
  const hive = useHive(hiveId || undefined);
  const name = hive.data?.name;
  return (
    <Button size="sm" onClick={onClick} aria-label={name ? t('reviewHive', { hive: name }) : undefined}>
      {t('review')}
    </Button>
  );
}
