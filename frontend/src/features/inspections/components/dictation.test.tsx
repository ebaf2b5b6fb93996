import 'fake-indexeddb/auto';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { TOASTS } from '@shared/messages';
import { INSPECTION_DRAFT_API_ERRORS } from '@shared/messages/inspection-drafts';
import type { InspectionAnswer } from '@shared/schemas/inspection';
import type { InspectionDraftAnswer } from '@shared/schemas/inspection-draft';
import type { VoiceRecording } from '@shared/schemas/voice-recording';
import { outboxEntries } from '@/lib/offline/outbox';
import { watchOutbox } from '@/lib/offline/outbox-store';
import { emptyOutbox } from '@/testing/outbox';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { activateLocale } from '@/lib/i18n/catalog';
import { renderWithApp } from '@/testing/render';
import { buildApiary, buildHive, buildInspection } from '@/testing/records';
import { apiUrl, buildUser, recordBodies, server, serveBeekeeper, serveInspections } from '@/testing/server';
import { InspectionsScreen } from './inspections-screen';

const apiary = buildApiary({ id: '01HV000000000000000000APA1', name: 'Home Apiary' });
const clover = buildHive({ id: '01HV000000000000000000H1V1', name: 'Clover' });
const linden = buildHive({ id: '01HV000000000000000000H1V2', name: 'Linden' });
const pro = buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' });

const twoDrafts: InspectionDraftAnswer = {
  drafter: 'built-in',
  remainingToday: 39,
  drafts: [
    {
      hiveId: clover.id,
      fields: {
        queenSeen: { value: true, evidence: 'queen seen' },
        eggsPresent: { value: true, evidence: 'eggs present' },
        temperament: { value: 5, evidence: 'calm' },
      },
    },
    {
      hiveId: linden.id,
      fields: {
        varroaMethod: { value: 'alcohol_wash', evidence: 'alcohol wash' },
        varroaMites: { value: 12, evidence: 'twelve mites' },
        varroaSampleBees: { value: 300, evidence: 'three hundred bees' },
      },
    },
  ],
};

/** Answers the draft route with `answer` (or an error) and records what was asked. */
function answerDrafts(answer: InspectionDraftAnswer | { status: number; message: string }) {
  return recordBodies(routes.draftInspections, () =>
    'status' in answer
      ? HttpResponse.json({ message: answer.message }, { status: answer.status })
      : HttpResponse.json(answer),
  );
}

/** A recogniser as the browser gives one, which the test drives: what it hears, and how it stops. */
class FakeRecogniser {
  static last: FakeRecogniser | undefined;
  lang = '';
  continuous = false;
  interimResults = false;
  started = false;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  start() {
    this.started = true;
    FakeRecogniser.last = this;
  }
  stop() {
    this.onend?.();
  }
  /** Results as the browser sends them: the final ones so far and the one still being heard. */
  hear(...results: { text: string; final: boolean }[]) {
    this.onresult?.({
      resultIndex: 0,
      results: results.map(({ text, final }) => ({ isFinal: final, 0: { transcript: text } })),
    });
  }
}

/** A MediaRecorder as Chrome gives one: Opus in WebM, a few bytes a recording, stopped when told. */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  start() {}
  stop() {
    this.ondataavailable?.({ data: new Blob(['sound'], { type: 'audio/webm;codecs=opus' }) });
    this.onstop?.();
  }
}

const transcribed: VoiceRecording = {
  id: '01HV00000000000000000REC01',
  apiaryId: apiary.id,
  status: 'transcribed',
  transcriber: 'amazon-transcribe',
  locale: 'en-US',
  seconds: 65,
  recordedAt: '2026-06-20T09:30:00.000Z',
  transcript: 'Clover: queen seen, eggs present.',
  createdAt: '2026-06-20T09:31:00.000Z',
};
const untranscribed: VoiceRecording = {
  ...transcribed,
  id: '01HV00000000000000000REC02',
  status: 'untranscribed',
  transcriber: 'none',
  transcript: undefined,
  audioUrl: 'http://localhost:4568/uploads/recording.webm?X-Amz-Signature=abc',
};

/** The recogniser the dialog started. */
function listener(): FakeRecogniser {
  if (!FakeRecogniser.last) throw new Error('The dialog started no recogniser');
  return FakeRecogniser.last;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 20, 12));
  FakeRecogniser.last = undefined;
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'webkitSpeechRecognition');
  Reflect.deleteProperty(window, 'MediaRecorder');
  Reflect.deleteProperty(navigator, 'mediaDevices');
  onlineManager.setOnline(true);
});

/** Answers `GET /api/voice-recordings` with `recordings` (newest first). */
function serveVoiceRecordings(recordings: VoiceRecording[]) {
  server.use(http.get(apiUrl(routes.listVoiceRecordings), () => HttpResponse.json(recordings)));
}

async function openDictation({ user = pro, recogniser = true, recordings = [] as VoiceRecording[] } = {}) {
  if (recogniser) Object.assign(window, { webkitSpeechRecognition: FakeRecogniser });
  serveBeekeeper({ user, apiaries: [apiary], hives: [clover, linden] });
  serveInspections([]);
  serveVoiceRecordings(recordings);
  const rendered = renderWithApp(<InspectionsScreen />, { path: paths.app.inspections.getHref() });
  await rendered.user.click(await screen.findByRole('button', { name: 'Dictate' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Dictate inspections' }));
  return { ...rendered, dialog };
}

describe('dictating inspections', () => {
  it('offers typing where the browser has no recogniser: no Listen button, and the words are theirs to type', async () => {
    const bodies = answerDrafts(twoDrafts);
    const { user, dialog } = await openDictation({ recogniser: false });

    expect(
      await dialog.findByText("This browser can't listen. Type what you saw, or use your phone keyboard's dictation."),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Listen' })).not.toBeInTheDocument();
    // The only apiary is chosen.
    expect(dialog.getByLabelText('Apiary')).toHaveValue(apiary.id);
    await user.type(dialog.getByLabelText('Your words'), 'Clover: queen seen');
    await user.click(dialog.getByRole('button', { name: 'Make drafts' }));

    expect(
      await dialog.findByText("Drafted by HiveKeeper's built-in parser, which recognises set phrases"),
    ).toBeVisible();
    expect(bodies).toEqual([{ apiaryId: apiary.id, transcript: 'Clover: queen seen', locale: 'en-US' }]);
  });

  it('writes what the recogniser hears into the words, in the language shown, while it says it is listening', async () => {
    const { user, dialog } = await openDictation();

    await user.type(await dialog.findByLabelText('Your words'), 'Apiary by the oak.');
    await user.click(dialog.getByRole('button', { name: 'Listen' }));
    const recogniser = listener();
    expect(recogniser).toMatchObject({ started: true, lang: 'en-US', continuous: true, interimResults: true });
    expect(dialog.getByText('Listening... say what you see.')).toBeVisible();

    act(() => recogniser.hear({ text: 'Clover queen', final: false }));
    expect(dialog.getByLabelText('Your words')).toHaveValue('Apiary by the oak. Clover queen');
    act(() => recogniser.hear({ text: 'Clover queen seen', final: true }, { text: 'Linden calm', final: false }));
    expect(dialog.getByLabelText('Your words')).toHaveValue('Apiary by the oak. Clover queen seen Linden calm');

    await user.click(dialog.getByRole('button', { name: 'Stop' }));
    expect(dialog.queryByText('Listening... say what you see.')).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Listen' })).toBeVisible();
    // The words stay the beekeeper's to correct.
    await user.clear(dialog.getByLabelText('Your words'));
    await user.type(dialog.getByLabelText('Your words'), 'Clover: queen seen');
    expect(dialog.getByLabelText('Your words')).toHaveValue('Clover: queen seen');
  });

  it("says the recogniser's errors in words", async () => {
    const { user, dialog } = await openDictation();
    await user.click(await dialog.findByRole('button', { name: 'Listen' }));

    act(() => listener().onerror?.({ error: 'not-allowed' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(
      "HiveKeeper may not use the microphone. Allow it in your browser's settings, or type what you saw.",
    );
    act(() => listener().onerror?.({ error: 'no-speech' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('No speech was heard. Press Listen and speak again.');
  });

  it('keeps the words without a connection, and says drafting needs one', async () => {
    const bodies = answerDrafts(twoDrafts);
    const { user, dialog } = await openDictation();
    await user.type(await dialog.findByLabelText('Your words'), 'Clover: queen seen');

    act(() => onlineManager.setOnline(false));
    const makeDrafts = dialog.getByRole('button', { name: 'Make drafts' });
    expect(makeDrafts).toBeDisabled();
    expect(makeDrafts).toHaveAccessibleDescription(
      'Making drafts needs a connection. Your words stay here until you are back online.',
    );
    expect(dialog.getByLabelText('Your words')).toHaveValue('Clover: queen seen');

    act(() => onlineManager.setOnline(true));
    expect(makeDrafts).toBeEnabled();
    expect(bodies).toEqual([]);
  });

  it("shows the API's message when the day's drafts are used up", async () => {
    answerDrafts({ status: 429, message: INSPECTION_DRAFT_API_ERRORS.inspectionDraftsPerDay });
    const { user, dialog } = await openDictation();
    await user.type(await dialog.findByLabelText('Your words'), 'Clover: queen seen');
    await user.click(dialog.getByRole('button', { name: 'Make drafts' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(INSPECTION_DRAFT_API_ERRORS.inspectionDraftsPerDay);
    expect(dialog.getByLabelText('Your words')).toHaveValue('Clover: queen seen');
  });

  it('offers a free beekeeper the upgrade instead', async () => {
    const { dialog } = await openDictation({ user: buildUser() });

    expect(await dialog.findByText('Dictating inspections is a Pro feature')).toBeVisible();
    expect(dialog.queryByLabelText('Your words')).not.toBeInTheDocument();
  });

  it('reviews each draft in the record form: marked fields, Save held until every one is confirmed', async () => {
    answerDrafts(twoDrafts);
    const saved = recordBodies(routes.createInspection, (body) =>
      HttpResponse.json(buildInspection({ ...(body as Partial<InspectionAnswer>), photoUrls: [] }), { status: 201 }),
    );
    const { user, dialog } = await openDictation();
    await user.type(await dialog.findByLabelText('Your words'), 'Clover: queen seen, eggs present, calm.');
    await user.click(dialog.getByRole('button', { name: 'Make drafts' }));

    const drafts = within(await dialog.findByRole('list', { name: 'Drafts' }));
    expect(await drafts.findByRole('heading', { name: 'Clover' })).toBeVisible();
    expect(await drafts.findByRole('heading', { name: 'Linden' })).toBeVisible();
    expect(dialog.getByText('You can make 39 more drafts today.')).toBeVisible();
    await user.click(await drafts.findByRole('button', { name: 'Review the draft for Clover' }));

    // The form opens filled with the draft, each filled field marked with the words it came from.
    expect(await dialog.findByRole('checkbox', { name: 'Queen seen' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Eggs' })).toBeChecked();
    expect(within(dialog.getByRole('group', { name: 'Temperament' })).getByRole('radio', { name: '5' })).toBeChecked();
    expect(dialog.getByLabelText('Hive')).toHaveValue(clover.id);
    expect(dialog.getByText('Drafted: Queen seen')).toBeVisible();
    expect(dialog.getByText('From your words: “queen seen”')).toBeVisible();
    expect(dialog.getByText('From your words: “calm”')).toBeVisible();

    const save = dialog.getByRole('button', { name: 'Create Inspection' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('3 filled fields wait for your confirmation.');
    await user.click(dialog.getByRole('button', { name: 'Confirm Queen seen' }));
    expect(dialog.queryByText('From your words: “queen seen”')).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Confirmed: Queen seen' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(dialog.getByRole('button', { name: 'Confirm Temperament' }));
    expect(save).toHaveAccessibleDescription('1 filled field waits for your confirmation.');
    // Editing a drafted field by hand confirms it too.
    await user.click(dialog.getByRole('checkbox', { name: 'Eggs' }));
    expect(save).toBeEnabled();
    expect(saved).toEqual([]);

    await user.click(save);
    expect(await screen.findByText(TOASTS.inspectionCreated)).toBeInTheDocument();
    expect(saved).toEqual([
      expect.objectContaining({ hiveId: clover.id, queenSeen: true, eggsPresent: false, temperament: 5 }),
    ]);
    // Back at the drafts: Clover is saved, Linden is next.
    const after = within(await dialog.findByRole('list', { name: 'Drafts' }));
    await waitFor(() => expect(after.queryByRole('button', { name: 'Review the draft for Clover' })).toBeNull());
    expect(after.getByText('Saved')).toBeVisible();
    await user.click(after.getByRole('button', { name: 'Review the draft for Linden' }));
    expect(await dialog.findByLabelText('Method')).toHaveDisplayValue('Alcohol wash');
    expect(dialog.getByLabelText('Mites counted')).toHaveValue(12);
    expect(dialog.getByText('From your words: “twelve mites”')).toBeVisible();

    // Cancel leaves this draft for later, not the dictation: the drafts are still there to review.
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    const still = within(await dialog.findByRole('list', { name: 'Drafts' }));
    expect(still.getByRole('button', { name: 'Review the draft for Linden' })).toBeVisible();
    expect(saved).toHaveLength(1);
  });

  it('asks which hive a draft is for when the words named none, and reviews it for the hive picked', async () => {
    answerDrafts({
      drafter: 'built-in',
      remainingToday: 39,
      drafts: [{ hiveId: null, fields: { queenSeen: { value: true, evidence: 'queen seen' } } }],
    });
    const { user, dialog } = await openDictation();
    await user.type(await dialog.findByLabelText('Your words'), 'Queen seen.');
    await user.click(dialog.getByRole('button', { name: 'Make drafts' }));

    const drafts = within(await dialog.findByRole('list', { name: 'Drafts' }));
    const picker = await drafts.findByRole('combobox', { name: 'Which hive?' });
    await within(picker).findByRole('option', { name: 'Linden' });
    await user.selectOptions(picker, 'Linden');
    await user.click(await drafts.findByRole('button', { name: 'Review the draft for Linden' }));
    expect(await dialog.findByLabelText('Hive')).toHaveValue(linden.id);
    expect(dialog.getByRole('checkbox', { name: 'Queen seen' })).toBeChecked();
  });

  it('records where the browser cannot listen, and keeps the recording on the device until it is sent', async () => {
    Object.assign(window, { MediaRecorder: FakeMediaRecorder });
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: async () => ({ getTracks: () => [{ stop: () => undefined }] }) },
    });
    const { user, dialog } = await openDictation({ recogniser: false });
    // The outbox as the signed-in layout follows it (offline: nothing is sent in this test).
    act(() => onlineManager.setOnline(false));
    const stopWatching = watchOutbox(pro.id, new QueryClient());
    onTestFinished(stopWatching);
    // The outbox is the worker's IndexedDB: what this test keeps must not reach another file's.
    onTestFinished(emptyOutbox);

    expect(
      await dialog.findByText(
        "This browser can't turn speech into words. Record what you say: HiveKeeper transcribes it, and the words appear under Your recordings.",
      ),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Record' }));
    expect(await dialog.findByText('Recording 0:00 of 10:00')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Stop recording' }));

    expect(await dialog.findByText('Kept on this device: it is sent when you are online.')).toBeVisible();
    const [kept] = await outboxEntries(pro.id);
    expect(kept).toMatchObject({
      recordType: 'voiceRecording',
      kind: 'create',
      body: { apiaryId: apiary.id, contentType: 'audio/webm', size: 5, seconds: 1, locale: 'en-US' },
    });
    // The sound is kept with the write (jsdom's IndexedDB stand-in keeps no Blob's bytes: the journey sends them).
    expect(kept).toHaveProperty('audio');
  });

  it("offers a transcribed recording's words, and deletes the recording once drafts are made of them", async () => {
    answerDrafts(twoDrafts);
    const deleted: string[] = [];
    server.use(
      http.delete(apiUrl(routes.deleteVoiceRecording, { id: transcribed.id }), () => {
        deleted.push(transcribed.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, dialog } = await openDictation({ recordings: [transcribed, untranscribed] });

    const recordings = within(await dialog.findByRole('region', { name: 'Your recordings' }));
    expect(await recordings.findByText('Clover: queen seen, eggs present.')).toBeVisible();
    // Where nothing transcribes (the local stack), the sound is there to listen to.
    expect(
      recordings.getByText('This HiveKeeper has no transcription service: listen, and type what you said.'),
    ).toBeVisible();
    expect(recordings.getByLabelText(/^Recording of /)).toHaveAttribute('src', untranscribed.audioUrl);

    await user.click(recordings.getByRole('button', { name: 'Use these words' }));
    expect(dialog.getByLabelText('Your words')).toHaveValue('Clover: queen seen, eggs present.');
    expect(deleted).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Make drafts' }));
    expect(await dialog.findByRole('list', { name: 'Drafts' })).toBeVisible();
    await waitFor(() => expect(deleted).toEqual([transcribed.id]));
  });

  it('asks about a transcribing recording, and shows its words once the read finds them', async () => {
    const transcribing: VoiceRecording = { ...transcribed, status: 'transcribing', transcript: undefined };
    const reads: string[] = [];
    server.use(
      http.get(apiUrl(routes.getVoiceRecording, { id: transcribing.id }), () => {
        reads.push(transcribing.id);
        // The read moves the finished job on: the list holds the words from now on.
        serveVoiceRecordings([transcribed]);
        return HttpResponse.json(transcribed);
      }),
    );
    const { dialog } = await openDictation({ recordings: [transcribing] });
    const recordings = within(await dialog.findByRole('region', { name: 'Your recordings' }));
    expect(await recordings.findByText('Clover: queen seen, eggs present.')).toBeVisible();
    expect(reads).toEqual([transcribing.id]);
  });

  it('speaks German: the recogniser listens in German, and the drafts and their marks read in German', async () => {
    await activateLocale('de');
    answerDrafts(twoDrafts);
    serveBeekeeper({ user: pro, apiaries: [apiary], hives: [clover, linden] });
    serveInspections([]);
    serveVoiceRecordings([]);
    Object.assign(window, { webkitSpeechRecognition: FakeRecogniser });
    const { user } = renderWithApp(<InspectionsScreen />, { path: paths.app.inspections.getHref() });
    await user.click(await screen.findByRole('button', { name: 'Diktieren' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Durchsichten diktieren' }));

    await user.click(await dialog.findByRole('button', { name: 'Zuhören' }));
    expect(FakeRecogniser.last?.lang).toBe('de');
    act(() => listener().hear({ text: 'Clover Königin gesehen', final: true }));
    await user.click(dialog.getByRole('button', { name: 'Entwürfe erstellen' }));
    expect(
      await dialog.findByText('Entworfen vom eingebauten Parser von HiveKeeper, der feste Wendungen erkennt'),
    ).toBeVisible();
    await user.click(await dialog.findByRole('button', { name: 'Entwurf für Clover prüfen' }));
    expect(await dialog.findByText('Aus Ihren Worten: „queen seen“')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Durchsicht speichern' })).toHaveAccessibleDescription(
      '3 ausgefüllte Felder warten auf Ihre Bestätigung.',
    );
  });
});
