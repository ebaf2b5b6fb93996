import * as z from 'zod';
import { VALIDATION } from '../messages';
import { blankToUndefined, optionalText, recordFields, requiredText } from './common';

/** A coordinate kept as the text the beekeeper typed (spec: strings), checked to be a number in range. */
function coordinate(min: number, max: number, message: string) {
  return z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : blankToUndefined(value)),
    z
      .string({ error: message })
      .trim()
      .refine((text) => /^-?\d+(\.\d+)?$/.test(text) && Number(text) >= min && Number(text) <= max, {
        error: message,
      })
      .optional(),
  );
}

/** What the create and edit forms send (POST /api/apiaries, PUT /api/apiaries/{id}). */
export const apiaryInputSchema = z.object({
  name: requiredText(VALIDATION.nameRequired, 100, 'Name'),
  location: requiredText(VALIDATION.locationRequired, 200, 'Location'),
  latitude: coordinate(-90, 90, VALIDATION.latitudeRange),
  longitude: coordinate(-180, 180, VALIDATION.longitudeRange),
  description: optionalText(1000, 'Description'),
});
export type ApiaryInput = z.infer<typeof apiaryInputSchema>;

/** An apiary as the API answers it. */
export const apiarySchema = z.object({
  ...recordFields,
  name: z.string(),
  location: z.string(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  description: z.string().nullable(),
});
export type Apiary = z.infer<typeof apiarySchema>;
