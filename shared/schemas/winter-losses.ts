import * as z from 'zod';
import { COLONY_LOSS_CAUSES } from '../domain/colony';
import { calendarDateSchema } from './common';

/** One winter's COLOSS figures (`shared/rules/winter-losses.ts`), for an apiary or in total. */
const winterLossFiguresSchema = z.object({
  coloniesIntoWinter: z.number().int().nonnegative(),
  lost: z.record(z.enum(COLONY_LOSS_CAUSES), z.number().int().nonnegative()),
  totalLost: z.number().int().nonnegative(),
  lossRatePercent: z.number().min(0).max(100).nullable(),
  united: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
  addedDuringWinter: z.number().int().nonnegative(),
});

/** What `GET /api/winter-losses` answers: the winters begun by today, newest first, per apiary and in total. */
export const winterLossesAnswerSchema = z.object({
  winters: z.array(
    z.object({
      year: z.number().int(),
      label: z.string(),
      inProgress: z.boolean(),
      apiaries: z.array(
        winterLossFiguresSchema.extend({
          apiaryId: z.string(),
          apiaryName: z.string(),
          hemisphere: z.enum(['northern', 'southern']),
          located: z.boolean(),
          from: calendarDateSchema,
          to: calendarDateSchema,
        }),
      ),
      total: winterLossFiguresSchema,
    }),
  ),
});
export type WinterLossesAnswer = z.infer<typeof winterLossesAnswerSchema>;
