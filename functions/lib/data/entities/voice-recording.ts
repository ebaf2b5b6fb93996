import { Entity } from 'electrodb';
import {
  AUDIO_CONTENT_TYPES,
  TRANSCRIBERS,
  VOICE_RECORDING_STATUSES,
} from '../../../../shared/domain/voice-recordings';
import { LOCALES } from '../../../../shared/i18n/locales';
import { documentClient, tableName } from '../client';
import { TABLE_DESIGN } from '../table-design';
import { authorAttributes } from './authors';
import { timestampAttributes } from './timestamps';

/**
 * A recorded voice inspection in its account's partition (docs/features/voice-inspections.md), keyed by the id the app
 * made (a ULID, so the partition's recordings sort oldest first and a reversed Query pages them newest first). It
 * keeps where its audio is until transcribed, then the words; DynamoDB deletes one nobody used after
 * `VOICE_RECORDING_KEPT_DAYS` (`expiresAt`, the table's time to live), and the bucket's lifecycle rule its audio.
 */
export const VoiceRecordingEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'voiceRecording', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      recordingId: { type: 'string', required: true, readOnly: true },
      apiaryId: { type: 'string', required: true, readOnly: true },
      status: { type: VOICE_RECORDING_STATUSES, required: true },
      transcriber: { type: TRANSCRIBERS, required: true },
      locale: { type: LOCALES, required: true, readOnly: true },
      contentType: { type: AUDIO_CONTENT_TYPES, required: true, readOnly: true },
      seconds: { type: 'number', required: true, readOnly: true },
      recordedAt: { type: 'string', required: true, readOnly: true },
      /** The audio's key in the uploads bucket, under the owner's prefix; kept after deletion of the audio as a name. */
      audioKey: { type: 'string', required: true, readOnly: true },
      transcript: { type: 'string' },
      /** Seconds since the epoch: the time-to-live attribute of the table. */
      expiresAt: { type: 'number', required: true, field: TABLE_DESIGN.timeToLiveAttribute },
      ...timestampAttributes,
      ...authorAttributes,
    },
    indexes: {
      recordingsOfUser: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['recordingId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
