/**
 * Where uploads live in the uploads bucket. A file is PUT (presigned) under `unattached/`, where a lifecycle rule
 * expires it after a day (locally, `npm start` removes it); saving it on a record copies it to the key the record
 * keeps, `users/<userId>/<purpose>/<ULID>.<ext>`, and removes the unattached copy. Every key starts with the
 * owner's prefix, so a key says whose file it is and what it is for, and IAM allows only these two prefixes.
 */
import { ulid } from 'ulid';
import type { AudioContentType } from '../../../shared/domain/voice-recordings';
import { EXPORT_LIMITS } from '../../../shared/schemas/account-export';
import { UPLOAD_PURPOSES, type ImageContentType, type UploadPurpose } from '../../../shared/schemas/upload';

/** The prefix of every beekeeper's files. */
export const USERS_PREFIX = 'users/';
/** Files uploaded but not (yet) saved on a record: expired after `UNATTACHED_UPLOAD_MAX_AGE_DAYS`. */
export const UNATTACHED_PREFIX = 'unattached/';
/** Time enough to fill in the form the photos belong to; anything older was abandoned. */
export const UNATTACHED_UPLOAD_MAX_AGE_DAYS = 1;

const EXTENSIONS = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const satisfies Record<ImageContentType, string>;

const KEY_PATTERN = new RegExp(
  `^${USERS_PREFIX}([0-9A-Za-z-]{1,128})/(${UPLOAD_PURPOSES.join('|')})/[0-9A-HJKMNP-TV-Z]{26}\\.(${Object.values(EXTENSIONS).join('|')})$`,
);

/** A new key for a user's upload: under their own prefix, named by a ULID, with the type's extension. */
export function newUploadKey(userId: string, purpose: UploadPurpose, contentType: ImageContentType): string {
  return `${USERS_PREFIX}${userId}/${purpose}/${ulid()}.${EXTENSIONS[contentType]}`;
}

/** The folder of a beekeeper's exports of their account, under their own prefix. */
export const EXPORTS_FOLDER = 'exports';
/** The objects of every beekeeper's exports, as IAM names them (`exports:*` grants reach only these). */
export const EXPORT_OBJECT_PATTERN = `${USERS_PREFIX}*/${EXPORTS_FOLDER}/*`;
/** How long an export's file is kept: the bucket's lifecycle rule expires objects with the tag after it. */
export const EXPORT_MAX_AGE_DAYS = EXPORT_LIMITS.lifetimeHours / 24;
/** The tag every export's object carries, which the bucket's lifecycle rule expires by. */
export const EXPIRING_EXPORT_TAG = { key: 'hivekeeper-expiry', value: 'export' } as const;

/** The key of a beekeeper's export: `users/<userId>/exports/<exportId>.<json|zip>`. */
export function exportKeyOf(userId: string, exportId: string, format: 'json' | 'zip'): string {
  return `${USERS_PREFIX}${userId}/${EXPORTS_FOLDER}/${exportId}.${format}`;
}

/** The folder of a beekeeper's recorded voice inspections and their transcripts, under their own prefix. */
export const VOICE_RECORDINGS_FOLDER = 'voice-recordings';

const AUDIO_EXTENSIONS = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
} as const satisfies Record<AudioContentType, string>;

/** The key of a recording's audio: `users/<userId>/voice-recordings/<recordingId>.<webm|ogg|m4a>`. */
export function voiceRecordingKeyOf(userId: string, recordingId: string, contentType: AudioContentType): string {
  return `${USERS_PREFIX}${userId}/${VOICE_RECORDINGS_FOLDER}/${recordingId}.${AUDIO_EXTENSIONS[contentType]}`;
}

/** Where Amazon Transcribe writes a recording's result, beside its audio (deleted once its words are kept). */
export function transcriptionResultKeyOf(userId: string, recordingId: string): string {
  return `${USERS_PREFIX}${userId}/${VOICE_RECORDINGS_FOLDER}/${recordingId}.transcript.json`;
}

/** Every HiveKeeper transcription job's name starts so; IAM lets the routes act on these jobs only. */
export const TRANSCRIPTION_JOB_PREFIX = 'hivekeeper-';
/** What Amazon Transcribe takes as a job's name (StartTranscriptionJob's TranscriptionJobName). */
const TRANSCRIPTION_JOB_NAME = /^[0-9a-zA-Z._-]{1,200}$/;

/**
 * The transcription job of one recording: one name per recording, so a job started twice (a retried request) is
 * the same job, and Transcribe answers the second start with a conflict.
 */
export function transcriptionJobNameOf(userId: string, recordingId: string): string {
  const name = `${TRANSCRIPTION_JOB_PREFIX}${userId}-${recordingId}`;
  if (!TRANSCRIPTION_JOB_NAME.test(name)) {
    throw new Error(`No transcription job can be named after user ${userId}'s recording ${recordingId}`);
  }
  return name;
}

/** The prefixes of every file of one user: saved ones, and uploaded ones not (yet) saved on a record. */
export function userPrefixesOf(userId: string): [saved: string, unattached: string] {
  const saved = `${USERS_PREFIX}${userId}/`;
  return [saved, unattachedKeyOf(saved)];
}

/** Whether `key` is a file HiveKeeper gave this user for any purpose (their photos and picture, not their exports). */
export function isUploadKeyOfUser(userId: string, key: string): boolean {
  return KEY_PATTERN.exec(key)?.[1] === userId;
}

/** Whether `key` is one HiveKeeper gave this user for this purpose (anything else is refused, never looked up). */
export function isUploadKeyOf(userId: string, purpose: UploadPurpose, key: string): boolean {
  const match = KEY_PATTERN.exec(key);
  return match !== null && match[1] === userId && match[2] === purpose;
}

/** Where the browser PUTs the file of `key` before it is saved on a record. */
export function unattachedKeyOf(key: string): string {
  return `${UNATTACHED_PREFIX}${key}`;
}
