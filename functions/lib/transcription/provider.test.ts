import '../../test-support/unit-env';
import { StartTranscriptionJobCommand, TranscribeClient } from '@aws-sdk/client-transcribe';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { chooseTranscriber } from './provider';
import type { TranscriptionJob } from './transcriber';

const JOB: TranscriptionJob = {
  name: 'hivekeeper-ann-01JC5V0RECORD1NG0000000000',
  audioKey: 'users/ann/voice-recordings/01JC5V0RECORD1NG0000000000.ogg',
  resultKey: 'users/ann/voice-recordings/01JC5V0RECORD1NG0000000000.transcript.json',
  locale: 'fr',
};

describe('chooseTranscriber', () => {
  it("transcribes with Amazon Transcribe and the stage's vocabularies when the stage has it", async () => {
    const transcribe = mockClient(TranscribeClient);
    transcribe.on(StartTranscriptionJobCommand).resolves({});
    const chosen = chooseTranscriber({
      transcription: { kind: 'amazon-transcribe', vocabularyPrefix: 'hivekeeper-dev' },
      uploadsBucket: 'hivekeeper-dev-uploads',
    });
    expect(chosen.name).toBe('amazon-transcribe');
    expect(await chosen.start(JOB)).toBe('started');
    expect(transcribe.commandCalls(StartTranscriptionJobCommand)[0]?.args[0].input).toMatchObject({
      Media: { MediaFileUri: `s3://hivekeeper-dev-uploads/${JOB.audioKey}` },
      Settings: { VocabularyName: 'hivekeeper-dev-fr' },
    });
    transcribe.restore();
  });

  it('needs the uploads bucket to transcribe', () => {
    expect(() =>
      chooseTranscriber({
        transcription: { kind: 'amazon-transcribe', vocabularyPrefix: 'hivekeeper-dev' },
        uploadsBucket: undefined,
      }),
    ).toThrow(/UPLOADS_BUCKET/);
  });

  it('transcribes nothing elsewhere, and says so: the audio is kept to listen to', async () => {
    const none = chooseTranscriber({ transcription: { kind: 'none' }, uploadsBucket: 'hivekeeper-dev-uploads' });
    expect(none.name).toBe('none');
    expect(await none.start(JOB)).toBe('unavailable');
    expect(await none.check(JOB)).toEqual({ state: 'failed', reason: 'This HiveKeeper has no transcription service' });
    await expect(none.forget(JOB)).resolves.toBeUndefined();
  });
});
