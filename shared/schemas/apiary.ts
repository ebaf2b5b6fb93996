import * as z from 'zod';
import { VALIDATION } from '../messages';
import { LATITUDE, LONGITUDE } from '../domain/coordinates';
import { optionalCoordinateText, optionalText, recordFields, requiredText } from './common';

/** What the create and edit forms send (POST /api/apiaries, PUT /api/apiaries/{id}). */
export const apiaryInputSchema = z.object({
  name: requiredText(VALIDATION.nameRequired, 100, 'Name'),
  location: requiredText(VALIDATION.locationRequired, 200, 'Location'),
  // Coordinates are kept as the text the beekeeper typed (spec: strings).
  latitude: optionalCoordinateText(LATITUDE, VALIDATION.latitudeRange),
  longitude: optionalCoordinateText(LONGITUDE, VALIDATION.longitudeRange),
  description: optionalText(1000, 'Description'),
});
export type ApiaryInput = z.input<typeof apiaryInputSchema>;
export type ParsedApiaryInput = z.output<typeof apiaryInputSchema>;

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
