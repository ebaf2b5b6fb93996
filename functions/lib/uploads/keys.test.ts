import { describe, expect, it } from 'vitest';
import {
  isUploadKeyOf,
  isUploadKeyOfUser,
  newUploadKey,
  transcriptionJobNameOf,
  transcriptionResultKeyOf,
  unattachedKeyOf,
  voiceRecordingKeyOf,
} from './keys';

const ANN = '6b1f3c2e-0d4a-4c61-9a8e-2f6a1b7c9d10';
const BOB = '0c7e9a51-3b2d-4f8e-8a6c-5d4e3f2a1b09';

describe('upload keys', () => {
  it("are new under the user's own prefix and purpose, with the image type's extension", () => {
    const key = newUploadKey(ANN, 'inspection-photo', 'image/jpeg');
    expect(key).toMatch(new RegExp(`^users/${ANN}/inspection-photo/[0-9A-Z]{26}\\.jpg$`));
    expect(newUploadKey(ANN, 'profile-picture', 'image/webp')).toMatch(/\/profile-picture\/[0-9A-Z]{26}\.webp$/);
    expect(newUploadKey(ANN, 'inspection-photo', 'image/png')).not.toBe(
      newUploadKey(ANN, 'inspection-photo', 'image/png'),
    );
  });

  it('belong only to their user and purpose', () => {
    const key = newUploadKey(ANN, 'inspection-photo', 'image/png');
    expect(isUploadKeyOf(ANN, 'inspection-photo', key)).toBe(true);
    expect(isUploadKeyOf(BOB, 'inspection-photo', key)).toBe(false);
    expect(isUploadKeyOf(ANN, 'profile-picture', key)).toBe(false);
  });

  it.each([
    ['a path climbing out', `users/${ANN}/inspection-photo/../../users/${BOB}/x.png`],
    ['the unattached copy', unattachedKeyOf(`users/${ANN}/inspection-photo/01JC0000000000000000000000.png`)],
    ['a URL', `https://example.com/users/${ANN}/inspection-photo/01JC0000000000000000000000.png`],
    ['another extension', `users/${ANN}/inspection-photo/01JC0000000000000000000000.svg`],
    ['a made-up name', `users/${ANN}/inspection-photo/photo.png`],
  ])('refuse %s', (_, key) => {
    expect(isUploadKeyOf(ANN, 'inspection-photo', key)).toBe(false);
  });

  it('keep the unattached copy under its own prefix, which the lifecycle rule expires', () => {
    expect(unattachedKeyOf('users/u/inspection-photo/A.png')).toBe('unattached/users/u/inspection-photo/A.png');
  });
});

describe('voice recording keys', () => {
  const RECORDING = '01JC5V0RECORD1NG0000000000';

  it("keep a recording's audio under its owner's prefix, with its audio type's extension", () => {
    expect(voiceRecordingKeyOf(ANN, RECORDING, 'audio/webm')).toBe(`users/${ANN}/voice-recordings/${RECORDING}.webm`);
    expect(voiceRecordingKeyOf(ANN, RECORDING, 'audio/ogg')).toBe(`users/${ANN}/voice-recordings/${RECORDING}.ogg`);
    expect(voiceRecordingKeyOf(ANN, RECORDING, 'audio/mp4')).toBe(`users/${ANN}/voice-recordings/${RECORDING}.m4a`);
  });

  it("put Amazon Transcribe's result beside the audio", () => {
    expect(transcriptionResultKeyOf(ANN, RECORDING)).toBe(`users/${ANN}/voice-recordings/${RECORDING}.transcript.json`);
  });

  it('are no photo or picture a beekeeper could attach to a record', () => {
    expect(isUploadKeyOfUser(ANN, voiceRecordingKeyOf(ANN, RECORDING, 'audio/webm'))).toBe(false);
    expect(isUploadKeyOfUser(ANN, transcriptionResultKeyOf(ANN, RECORDING))).toBe(false);
  });
});

describe('transcription job names', () => {
  it('are one per recording, start with hivekeeper- and keep to the characters Transcribe takes', () => {
    const name = transcriptionJobNameOf(ANN, '01JC5V0RECORD1NG0000000000');
    expect(name).toBe(`hivekeeper-${ANN}-01JC5V0RECORD1NG0000000000`);
    expect(name).toMatch(/^[0-9a-zA-Z._-]{1,200}$/);
    expect(transcriptionJobNameOf(ANN, '01JC5V0RECORD1NG0000000001')).not.toBe(name);
    expect(transcriptionJobNameOf(BOB, '01JC5V0RECORD1NG0000000000')).not.toBe(name);
  });

  it('refuse ids that would make a name Transcribe rejects', () => {
    expect(() => transcriptionJobNameOf(ANN, 'a recording/with spaces')).toThrow(/transcription job/);
    expect(() => transcriptionJobNameOf(ANN, 'x'.repeat(200))).toThrow(/transcription job/);
  });
});
