/**
 * Hive vocabulary without zod, so Lambdas that only read hives (and the React app's first screens) don't bundle
 * the validation library just for these constants.
 */
import { labelsOf } from '../i18n/source-labels';

/**
 * The spec's three hive types first, then the other hives beekeepers commonly keep: the British National (the UK's
 * standard box), Dadant (France and Italy), Layens and long hives (horizontal hives), and nucleus colonies.
 */
export const HIVE_TYPES = [
  'langstroth',
  'top_bar',
  'warre',
  'british_national',
  'dadant',
  'layens',
  'long_hive',
  'nucleus',
] as const;
export type HiveType = (typeof HIVE_TYPES)[number];

/** How the app names each hive type to the beekeeper, in the source language (exports, e-mails); screens translate. */
export const HIVE_TYPE_LABELS = labelsOf('hiveType', HIVE_TYPES);

/** Queen age in months: up to 20 years, far beyond any queen's life, so only typing slips are refused. */
export const QUEEN_AGE_MONTHS = { min: 0, max: 240 } as const;

/**
 * The international queen-marking colours, one per year by its last digit, so any beekeeper can tell a queen's
 * year at a glance: 1 or 6 white, 2 or 7 yellow, 3 or 8 red, 4 or 9 green, 5 or 0 blue ("Will You Raise Good
 * Bees"). Source: the BBKA's queen-marking guidance and Apimondia's international colour code.
 */
export const QUEEN_MARKING_COLOURS = ['white', 'yellow', 'red', 'green', 'blue'] as const;
export type QueenMarkingColour = (typeof QUEEN_MARKING_COLOURS)[number];

/** A queen is marked in one of the year colours, or left unmarked. */
export const QUEEN_MARKINGS = [...QUEEN_MARKING_COLOURS, 'unmarked'] as const;
export type QueenMarking = (typeof QUEEN_MARKINGS)[number];

/** How the app names each marking to the beekeeper (source language). */
export const QUEEN_MARKING_LABELS = labelsOf('queenMarking', QUEEN_MARKINGS);

/** Frames per hive: a nucleus has a few, a long top-bar hive can hold dozens. */
export const FRAME_COUNT = { min: 1, max: 100 } as const;

/** Hive status: active colonies count towards the dashboard; the others are kept for the record. */
export const HIVE_STATUSES = ['active', 'inactive', 'dead', 'sold', 'combined'] as const;
export type HiveStatus = (typeof HIVE_STATUSES)[number];

/** How the app names each hive status to the beekeeper (source language). */
export const HIVE_STATUS_LABELS = labelsOf('hiveStatus', HIVE_STATUSES);

export const HIVE_DEFAULTS = { hiveType: 'langstroth', frameCount: 10, status: 'active' } as const satisfies {
  hiveType: HiveType;
  frameCount: number;
  status: HiveStatus;
};

/** Shown as a hive's health until its first inspection gives it a label. */
export const HIVE_HEALTH_NOT_INSPECTED = 'Not inspected';

/**
 * How `GET /api/hives` pages: `limit` hives (20 unless said, at most 100) after `cursor` (the id of the page's last
 * hive), oldest first. A name search (`q`, at most 100 characters) reads at most `searchRead` hives per call and
 * answers those whose name contains it, so its page may be short and still carry a cursor. Apart from the zod
 * schemas, so the hive pickers and the Lambdas that read hives don't bring zod.
 */
export const HIVE_PAGE = { defaultLimit: 20, maxLimit: 100, searchRead: 1000, maxQueryLength: 100 } as const;
