import * as z from 'zod';
import { receiveScaleUplink } from '../../lib/data/hive-scales';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { hiveScalesRoutes as routes } from '../../routes/hive-scales';

const uplinkParamsSchema = z.object({ userId: z.string().min(1).max(128), scaleId: z.string().min(1).max(64) });
/** `Authorization: Bearer <secret>`, as The Things Network's webhook sends the header the beekeeper set on it. */
const uplinkHeadersSchema = z.object({
  authorization: z
    .string()
    .regex(/^Bearer \S+$/)
    .transform((header) => header.slice('Bearer '.length))
    .catch(''),
});

/** Any JSON: the decoder reads the message and says what is wrong with it (`parseTtnUplink`). */
const uplinkBodySchema = z.unknown();

/**
 * POST /api/scale-uplinks/{userId}/{scaleId} (The Things Network's webhook): 200 (`added` says whether a reading was
 * kept), 401 without the scale's secret, 400 for a body that isn't a TTN message.
 */
export const handler = httpHandler(
  routes.receiveScaleUplink,
  { params: uplinkParamsSchema, headers: uplinkHeadersSchema, body: uplinkBodySchema },
  async ({ params, headers, body }) => ok(await receiveScaleUplink(params, headers.authorization, body)),
);
