import * as z from 'zod';
import { RECORD_VERSION_HEADER } from '../domain/offline-sync';
import { RATING_SCALE } from '../domain/rating';
import { VALIDATION } from '../messages';
import type { FieldName } from '../messages/fields';

/**
 * Building blocks of HiveKeeper's schemas. Forms send empty inputs as '' (or null); every optional field treats a
 * blank as "not given", and every required field answers a blank with the spec's message.
 */

/** Ids are ULIDs, made by the server or, for a record written offline, by the app: 26 Crockford base32 characters. */
export const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export const idSchema = z.string({ error: VALIDATION.invalidId }).regex(ULID_PATTERN, { error: VALIDATION.invalidId });

export const idParamsSchema = z.object({ id: idSchema });

/** ISO 8601 timestamp as stored and answered by the API (server-made moments such as createdAt). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * The years a beekeeper's dates may fall in: wide enough for any record (a hive bought at an estate sale, a
 * plan for the next decades), narrow enough that a yearly task always has a next year and every date sorts as text.
 */
export const CALENDAR_YEARS = { from: 1900, through: 2200 } as const;

function isWithinCalendarYears(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return year >= CALENDAR_YEARS.from && year <= CALENDAR_YEARS.through;
}

/**
 * A calendar date the beekeeper picks (inspection, harvest, application, due and transaction dates), always
 * `YYYY-MM-DD` as an `<input type="date">` sends it: a day has no time zone, so it is never shifted.
 */
export const calendarDateSchema = z.iso
  .date({ error: VALIDATION.dateInvalid })
  .refine(isWithinCalendarYears, { error: VALIDATION.dateOutOfRange(CALENDAR_YEARS.from, CALENDAR_YEARS.through) });
export type CalendarDate = z.infer<typeof calendarDateSchema>;

/** Every stored record as the API answers it: the server's id and creation time. */
export const recordFields = { id: z.string(), createdAt: isoDateTimeSchema };

/** Who recorded or last changed a record: their user id and their name as it was then. */
export const authorSchema = z.object({ userId: z.string(), name: z.string() });
export type Author = z.infer<typeof authorSchema>;

/**
 * Every record a beekeeper (or a member of their team) writes, as the API answers it: who recorded it and who
 * changed it last; both absent on records kept before HiveKeeper noted them.
 */
export const authoredRecordFields = {
  ...recordFields,
  recordedBy: authorSchema.optional(),
  changedBy: authorSchema.optional(),
};

/** A record a beekeeper can write offline (OFFLINE_RECORD_TYPES), as the API answers it: with its `version`. */
export const offlineRecordFields = { ...authoredRecordFields, version: z.string() };

/**
 * A record's version as the API answers it (`version`, Offline issue): opaque text that moves with every change of
 * the record's own fields, sent back in RECORD_VERSION_HEADER by an edit. Printable ASCII without spaces, as a
 * header value travels.
 */
export const recordVersionSchema = z
  .string({ error: VALIDATION.invalidVersion })
  .regex(/^[\x21-\x7e]{1,64}$/, { error: VALIDATION.invalidVersion });

/** The headers an edit of a record written offline may carry: the version it started from (none: edit as stored). */
export const editHeadersSchema = z.object({ [RECORD_VERSION_HEADER]: recordVersionSchema.optional() });

/**
 * A create route's body for a record type written offline: the form's fields and, when the app named the record
 * itself, its id (a ULID): the server creates it only if absent, so a replayed create finds it instead of adding one.
 */
export function withClientId<T extends z.ZodType<object>>(input: T) {
  return z.intersection(input, z.object({ id: idSchema.optional() }));
}

/**
 * For a cross-field check: run it when the named fields themselves are valid, even if another field is not, so a
 * form shows every error at once.
 */
export function whenFieldsValid(...fields: string[]) {
  return ({ issues }: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !issues.some(({ path }) => path === undefined || path.length === 0 || fields.includes(String(path[0])));
}

/**
 * What a form sends for a field, as the `*Input` types (`z.input`) describe it: a blank input arrives as '' or
 * null (or the field is left out), a number input as a number or its text.
 */
export type TextField = string | null | undefined;
export type NumberField = number | string | null | undefined;
export type ChoiceField<T extends string> = T | '' | null | undefined;

/** Empty or all-space strings and null from forms mean "not given". */
export function blankToUndefined<T>(value: T | null | undefined): T | undefined {
  return value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
}

/** Decimal numbers typed as text ('12', '12.50', '.5'); anything else is left for the schema to reject. */
const NUMERIC_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** Numbers that forms may send as text; blank means "not given". */
export function numberFromText(value: NumberField): number | string | undefined {
  if (typeof value !== 'string') return blankToUndefined(value);
  const text = value.trim();
  if (text === '') return undefined;
  return NUMERIC_TEXT.test(text) ? Number(text) : value;
}

/**
 * Characters no text a beekeeper types may hold: C0 and C1 controls (NUL, bell, escape) other than a note's line
 * breaks and tabs, and the Unicode direction overrides and isolates that make a name display other than it reads
 * (Trojan Source, CVE-2021-42574).
 */
const HIDDEN_CHARACTERS = /(?![\r\n\t])[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** Half of a UTF-16 surrogate pair without its other half: broken Unicode no keyboard makes. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAK = /[\r\n\t]/;

/** One line (names, titles, places), or many (notes, descriptions, messages). */
export type TextLines = 'one' | 'many';

/** A string schema's checks for what the text may hold: no hidden characters, no broken Unicode, one line or many. */
function plainText(text: z.ZodString, field: FieldName, lines: TextLines) {
  const checked = text.refine((value) => !HIDDEN_CHARACTERS.test(value) && !LONE_SURROGATE.test(value), {
    error: VALIDATION.hiddenCharacters(field),
  });
  return lines === 'one'
    ? checked.refine((value) => !LINE_BREAK.test(value), { error: VALIDATION.lineBreaks(field) })
    : checked;
}

/** A required trimmed text with the spec's message when it is missing or blank. */
export function requiredText(message: string, max: number, field: FieldName, lines: TextLines = 'one') {
  return textOfLength({ min: 1, max }, message, field, lines);
}

/** A trimmed text of at least `min` characters, with the spec's message when shorter (or missing). */
export function textOfLength(
  limits: { min: number; max: number },
  message: string,
  field: FieldName,
  lines: TextLines = 'one',
) {
  return plainText(
    z
      .string({ error: message })
      .trim()
      .min(limits.min, { error: message })
      .max(limits.max, { error: VALIDATION.tooLong(field, limits.max) }),
    field,
    lines,
  );
}

/** A trimmed text of at most `max` characters, holding only what `plainText` lets through. */
export function boundedText(max: number, field: FieldName, lines: TextLines) {
  return plainText(
    z
      .string()
      .trim()
      .max(max, { error: VALIDATION.tooLong(field, max) }),
    field,
    lines,
  );
}

/** An optional trimmed text; blank becomes absent so forms can send empty inputs. */
export function optionalText(max: number, field: FieldName, lines: TextLines = 'one') {
  return z.preprocess((value: TextField) => blankToUndefined(value), boundedText(max, field, lines).optional());
}

/** A list of short texts (diseases seen, treatments given): trimmed, blanks dropped, empty when absent. */
export function textList(items: FieldName, maxItems: number, maxLength: number) {
  return z.preprocess(
    (value: readonly string[] | null | undefined) => blankToUndefined(value),
    z
      .array(
        z
          .string()
          .trim()
          .max(maxLength, { error: VALIDATION.eachTooLong(items, maxLength) }),
      )
      .max(maxItems, { error: VALIDATION.tooMany(items, maxItems) })
      .transform((texts) => texts.filter((text) => text !== ''))
      .default([]),
  );
}

/** A reference to one of the user's records that the form must pick (the message names what is missing). */
export function requiredId(message: string) {
  return z.preprocess(
    (value: TextField) => blankToUndefined(value),
    z.string({ error: message }).regex(ULID_PATTERN, { error: VALIDATION.invalidId }),
  );
}

/** A reference the form may leave empty. */
export function optionalId() {
  return z.preprocess((value: TextField) => blankToUndefined(value), idSchema.optional());
}

/** A choice from a select: the spec's message when missing or blank, the allowed values when wrong. */
export function requiredChoice<const T extends readonly string[]>(values: T, message: string, field: FieldName) {
  return z.preprocess(
    (value: ChoiceField<T[number]>) => blankToUndefined(value),
    z.enum(values, {
      error: (issue) => (issue.input === undefined ? message : VALIDATION.invalidOption(field, values)),
    }),
  );
}

/** A choice the form may leave empty. */
export function optionalChoice<const T extends readonly string[]>(values: T, field: FieldName) {
  return z.preprocess(
    (value: ChoiceField<T[number]>) => blankToUndefined(value),
    z.enum(values, { error: VALIDATION.invalidOption(field, values) }).optional(),
  );
}

/** A required calendar date with the spec's message when missing or blank. */
export function requiredDate(message: string) {
  return z.preprocess(
    (value: TextField) => blankToUndefined(value),
    z.iso
      .date({ error: (issue) => (issue.input === undefined ? message : VALIDATION.dateInvalid) })
      .refine(isWithinCalendarYears, {
        error: VALIDATION.dateOutOfRange(CALENDAR_YEARS.from, CALENDAR_YEARS.through),
      }),
  );
}

/** A calendar date the form may leave empty. */
export function optionalDate() {
  return z.preprocess((value: TextField) => blankToUndefined(value), calendarDateSchema.optional());
}

/** A yes/no checkbox; absent means no. */
export function flag(field: FieldName) {
  return z.preprocess(
    (value: boolean | null | undefined) => blankToUndefined(value),
    z.boolean({ error: VALIDATION.trueOrFalse(field) }).default(false),
  );
}

/** Whole numbers within `bounds` that forms may send as text; empty means "not given". */
export function optionalInteger(bounds: { min: number; max: number }, message: string) {
  return z.preprocess(
    (value: NumberField) => numberFromText(value),
    z
      .number({ error: message })
      .int({ error: message })
      .min(bounds.min, { error: message })
      .max(bounds.max, { error: message })
      .optional(),
  );
}

/** A decimal number within `bounds` that forms may send as text; empty means "not given". */
export function optionalNumber(bounds: { min: number; max: number }, message: string) {
  return z.preprocess(
    (value: NumberField) => numberFromText(value),
    z.number({ error: message }).min(bounds.min, { error: message }).max(bounds.max, { error: message }).optional(),
  );
}

/** A list's page size: `defaultLimit` unless the query says, from 1 to `maxLimit`. */
export function pageLimit(page: { defaultLimit: number; maxLimit: number }) {
  const message = VALIDATION.pageLimitRange(page.maxLimit);
  return z.preprocess(
    (value: NumberField) => numberFromText(value),
    z
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(page.maxLimit, { error: message })
      .default(page.defaultLimit),
  );
}

/** A page cursor of a list sorted by a date: the date and id of the last record of the page before. */
export const DATED_CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2})_([0-9A-HJKMNP-TV-Z]{26})$/;

/** A coordinate in decimal degrees within `bounds`, sent as a number or its text (the query of the weather route). */
export function coordinate(bounds: { min: number; max: number }, message: string) {
  return z.preprocess(
    (value: NumberField) => numberFromText(value),
    z.number({ error: message }).min(bounds.min, { error: message }).max(bounds.max, { error: message }),
  );
}

/**
 * A coordinate the form may leave empty, kept as the text the beekeeper typed (trimmed) or the number's text;
 * it passes the same rule as `coordinate`.
 */
export function optionalCoordinateText(bounds: { min: number; max: number }, message: string) {
  const rule = coordinate(bounds, message);
  return z.preprocess(
    (value: NumberField) => blankToUndefined(typeof value === 'string' ? value.trim() : value),
    z
      .union([z.string(), z.number()], { error: message })
      .refine((value) => rule.safeParse(value).success, { error: message })
      .transform(String)
      .optional(),
  );
}

const ratingNumber = z
  .number({ error: VALIDATION.ratingRange })
  .int({ error: VALIDATION.ratingRange })
  .min(RATING_SCALE.min, { error: VALIDATION.ratingRange })
  .max(RATING_SCALE.max, { error: VALIDATION.ratingRange });

/** A rating as the API answers it. */
export const ratingSchema = ratingNumber;

/** A rating the form always has a value for; absent or blank takes the default. */
export function ratingWithDefault(defaultValue: number) {
  return z.preprocess((value: NumberField) => numberFromText(value), ratingNumber.default(defaultValue));
}

/** A rating the user may skip; 0 (no star picked) means "not given". */
export function optionalRating() {
  return z.preprocess(
    (value: NumberField) => (value === 0 || value === '0' ? undefined : numberFromText(value)),
    ratingNumber.optional(),
  );
}

/** A non-negative measured number (quantities): `missing` when absent, `range` when negative or not a number. */
function nonNegativeNumber(messages: { missing: string; range: string }, max: number, field: FieldName) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? messages.missing : messages.range) })
    .min(0, { error: messages.range })
    .max(max, { error: VALIDATION.tooLarge(field, max.toLocaleString('en-US')) });
}

/** A required quantity that forms may send as text. */
export function requiredQuantity(messages: { missing: string; range: string }, max: number, field: FieldName) {
  return z.preprocess((value: NumberField) => numberFromText(value), nonNegativeNumber(messages, max, field));
}

/** Largest amount of money one HiveKeeper record may hold, in US dollars. */
export const MONEY_MAX = 10_000_000;

/** Cents are the smallest unit; a tolerance absorbs binary floating point (0.1 + 0.2). */
function hasAtMostTwoDecimals(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

function moneyNumber(messages: { missing: string; range: string }, field: FieldName) {
  return nonNegativeNumber(messages, MONEY_MAX, field).refine(hasAtMostTwoDecimals, {
    error: VALIDATION.moneyPrecision(field),
  });
}

/** A required amount of money in US dollars, >= 0 with cents at most; numeric text is accepted. */
export function requiredMoney(messages: { missing: string; range: string }, field: FieldName) {
  return z.preprocess((value: NumberField) => numberFromText(value), moneyNumber(messages, field));
}

/** An amount of money the form may leave empty. */
export function optionalMoney(message: string, field: FieldName) {
  return z.preprocess(
    (value: NumberField) => numberFromText(value),
    moneyNumber({ missing: message, range: message }, field).optional(),
  );
}

/** Longest e-mail address a mail system delivers to (RFC 5321). */
const EMAIL_MAX = 254;

/** A required e-mail address, trimmed and lower-cased so the same address is stored once. */
export function requiredEmail() {
  return z.preprocess(
    (value: TextField) => blankToUndefined(value),
    z
      .string({ error: VALIDATION.emailRequired })
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX, { error: VALIDATION.emailInvalid })
      .pipe(z.email({ error: VALIDATION.emailInvalid })),
  );
}

/** An e-mail address the form may leave empty; when given it must be valid. */
export function optionalEmail() {
  return z.preprocess(
    (value: TextField) => blankToUndefined(value),
    z
      .string({ error: VALIDATION.emailInvalid })
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX, { error: VALIDATION.emailInvalid })
      .pipe(z.email({ error: VALIDATION.emailInvalid }))
      .optional(),
  );
}
