/**
 * What HiveKeeper reads of a The Things Stack v3 webhook message (data formats: TheThingsIndustries/
 * lorawan-stack-docs doc/content/integrations/data-formats/_index.md). Everything else in the message is ignored.
 */
import * as z from 'zod';
import { MalformedUplinkError } from './errors';

const isoMoment = z.iso.datetime({ offset: true });

export const ttnUplinkSchema = z.object({
  end_device_ids: z.object({
    device_id: z.string().min(1),
    dev_eui: z.string().optional(),
  }),
  received_at: isoMoment,
  uplink_message: z.object({
    // "Empty fields are omitted from payloads" (same doc): a missing f_port is port 0.
    f_port: z.number().int().min(0).max(255).default(0),
    frm_payload: z.base64().optional(),
    decoded_payload: z.record(z.string(), z.unknown()).optional(),
    received_at: isoMoment.optional(),
  }),
  simulated: z.boolean().default(false),
});

export type TtnUplink = z.infer<typeof ttnUplinkSchema>;

/**
 * The uplink in a webhook body, or null for the other messages a webhook may be sent (join_accept, downlink_*
 * events: the same doc), which carry no readings. A body that is not a message at all throws.
 */
export function parseTtnUplink(body: unknown): TtnUplink | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new MalformedUplinkError('the body is not a JSON object');
  }
  // Every message of The Things Stack names its device.
  if (!('end_device_ids' in body)) {
    throw new MalformedUplinkError('end_device_ids: missing');
  }
  if (!('uplink_message' in body)) {
    return null;
  }
  const parsed = ttnUplinkSchema.safeParse(body);
  if (!parsed.success) {
    throw new MalformedUplinkError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    );
  }
  return parsed.data;
}

/** The frame payload's bytes (base64 in the message), empty when the device sent none. */
export function frmPayloadBytes(uplink: TtnUplink): Uint8Array {
  return new Uint8Array(Buffer.from(uplink.uplink_message.frm_payload ?? '', 'base64'));
}
