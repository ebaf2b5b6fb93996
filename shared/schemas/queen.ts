import * as z from 'zod';
import { VALIDATION } from '../messages';
import { QUEEN_BIRTH_YEARS, QUEEN_ORIGINS, QUEEN_STATUSES } from '../domain/colony';
import { QUEEN_MARKINGS } from '../domain/hive';
import { flag, optionalChoice, optionalId, optionalInteger, optionalText, requiredText } from './common';

/** The latest year of birth a queen can have: she may be reared now for next season's records, no later. */
export function latestQueenBirthYear(today = new Date()): number {
  return today.getUTCFullYear() + 1;
}

/**
 * A queen's own fields, as the queen form sends them (POST /api/queens, PUT /api/queens/{id}) and as a colony event
 * that brings a new queen names her (a requeen, a split given a queen, a bought colony).
 */
export const queenFieldsSchema = z.object({
  name: requiredText(VALIDATION.queenNameRequired, 50, 'Name'),
  birthYear: optionalInteger(
    { min: QUEEN_BIRTH_YEARS.min, max: latestQueenBirthYear() },
    VALIDATION.queenBirthYearRange(latestQueenBirthYear()),
  ),
  marking: optionalChoice(QUEEN_MARKINGS, 'Marking'),
  origin: optionalChoice(QUEEN_ORIGINS, 'Origin'),
  motherQueenId: optionalId(),
  clipped: flag('Clipped'),
  notes: optionalText(2000, 'Notes', 'many'),
});
export type QueenFieldsInput = z.input<typeof queenFieldsSchema>;
export type ParsedQueenFields = z.output<typeof queenFieldsSchema>;

/** The queen form's status choice: where she is now, when not moved by a colony event. */
export const queenStatusSchema = optionalChoice(QUEEN_STATUSES, 'Status');
