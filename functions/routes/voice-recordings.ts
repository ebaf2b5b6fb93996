import type { RouteDefinition } from '../route-definition';

/**
 * Recorded voice inspections: made (and their audio's upload signed), sent for transcription once uploaded, read
 * until their words are there (the read advances a finished job: keeps its words, deletes the audio), deleted.
 */
export const voiceRecordingsRoutes = {
  listVoiceRecordings: {
    method: 'GET',
    path: '/api/voice-recordings',
    handler: 'voice-recordings/list-voice-recordings',
    access: 'user',
    member: 'editor',
    scoped: true,
    // A kept recording's sound is answered as a presigned GET, which the role must be allowed to make.
    grants: ['table:read', 'uploads:read'],
  },
  createVoiceRecording: {
    method: 'POST',
    path: '/api/voice-recordings',
    handler: 'voice-recordings/create-voice-recording',
    access: 'user',
    member: 'editor',
    scoped: true,
    plan: { record: 'inspectionDrafts', action: 'create' },
    // The recording names its transcriber, which only a Lambda granted transcription is told of.
    grants: ['table:read', 'table:write', 'uploads:write', 'transcription:run'],
  },
  transcribeVoiceRecording: {
    method: 'POST',
    path: '/api/voice-recordings/{id}/transcription',
    handler: 'voice-recordings/transcribe-voice-recording',
    access: 'user',
    member: 'editor',
    scoped: true,
    plan: { record: 'inspectionDrafts', action: 'create' },
    grants: ['table:read', 'table:write', 'uploads:read', 'uploads:write', 'transcription:run'],
  },
  getVoiceRecording: {
    method: 'GET',
    path: '/api/voice-recordings/{id}',
    handler: 'voice-recordings/get-voice-recording',
    access: 'user',
    member: 'editor',
    scoped: true,
    grants: ['table:read', 'table:write', 'uploads:read', 'uploads:delete', 'transcription:run'],
  },
  deleteVoiceRecording: {
    method: 'DELETE',
    path: '/api/voice-recordings/{id}',
    handler: 'voice-recordings/delete-voice-recording',
    access: 'user',
    member: 'editor',
    scoped: true,
    grants: ['table:read', 'table:write', 'uploads:delete', 'transcription:run'],
  },
} as const satisfies Record<string, RouteDefinition>;
