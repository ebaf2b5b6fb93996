import * as z from 'zod';
import { VALIDATION } from '../messages';
import { LATITUDE, LONGITUDE } from '../domain/coordinates';
import { optionalCoordinateText, optionalText, authoredRecordFields, requiredId, requiredText } from './common';

/** What the create and edit forms send (POST /api/apiaries, PUT /api/apiaries/{id}). */
export const apiaryInputSchema = z.object({
  name: requiredText(VALIDATION.nameRequired, 100, 'Name'),
  location: requiredText(VALIDATION.locationRequired, 200, 'Location'),
  // Coordinates are kept as the text the beekeeper typed (spec: strings).
  latitude: optionalCoordinateText(LATITUDE, VALIDATION.latitudeRange),
  longitude: optionalCoordinateText(LONGITUDE, VALIDATION.longitudeRange),
  description: optionalText(1000, 'Description', 'many'),
});
export type ApiaryInput = z.input<typeof apiaryInputSchema>;
export type ParsedApiaryInput = z.output<typeof apiaryInputSchema>;

/** An apiary as the API answers it. */
export const apiarySchema = z.object({
  ...authoredRecordFields,
  name: z.string(),
  location: z.string(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  description: z.string().nullable(),
  /** Hives placed here now: an apiary can only be deleted at 0. */
  hiveCount: z.number().int().nonnegative(),
});
export type Apiary = z.infer<typeof apiarySchema>;

/**
 * What `POST /api/apiaries/{id}/move-hives` takes: the apiary that receives every hive of `{id}`. The two must
 * differ; the handler checks that, as the path is not part of the body.
 */
export const moveHivesInputSchema = z.object({ toApiaryId: requiredId(VALIDATION.apiaryRequired) });
export type MoveHivesInput = z.input<typeof moveHivesInputSchema>;

/** The answer of a move: both apiaries as they are afterwards, with their new hive counts. */
export const hivesMovedSchema = z.object({ from: apiarySchema, to: apiarySchema });
export type HivesMoved = z.infer<typeof hivesMovedSchema>;
