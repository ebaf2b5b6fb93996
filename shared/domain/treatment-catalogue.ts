/**
 * HiveKeeper's built-in catalogue of varroa treatments: what picking a product in the treatment form prefills and
 * what its warnings check. Labels are the legal instruction and differ by country, so each figure names where it
 * comes from (see ../notes/beekeeping-science.md); a beekeeper following another label types their own values.
 */
import { labelsOf } from '../i18n/source-labels';

/** Mode-of-action classes: using the same one back to back breeds resistance (amitraz resistance is documented). */
export const MODE_OF_ACTION_CLASSES = ['formic_acid', 'oxalic_acid', 'amitraz', 'thymol', 'hop_beta_acids'] as const;
export type ModeOfActionClass = (typeof MODE_OF_ACTION_CLASSES)[number];

export const MODE_OF_ACTION_LABELS = {
  formic_acid: 'Formic acid',
  oxalic_acid: 'Oxalic acid',
  amitraz: 'Amitraz',
  thymol: 'Thymol',
  hop_beta_acids: 'Hop beta acids',
} as const satisfies Record<ModeOfActionClass, string>;

export interface TreatmentProduct {
  name: string;
  activeIngredient: string;
  modeOfAction: ModeOfActionClass;
  /** What the form's dosage field is prefilled with. */
  dosage: string;
  /** Days from application to the end of the treatment (strip or tray removal): the next due date. */
  lengthDays: number;
  /** Daytime highs (°F) the label allows while it works; a missing bound means none. */
  temperatureF: { min?: number; max?: number } | null;
  /** Whether honey supers may stay on during the treatment. */
  supersAllowed: boolean;
  /** Days after the treatment ends before supers go back on (0 when none): the hive's "supers allowed from". */
  withdrawalDays: number;
  /**
   * Advice the form shows next to the product; one that names a temperature writes it with `degrees` (given °F),
   * so it reads in the beekeeper's scale first (`productNote`).
   */
  note: string | ((degrees: (fahrenheit: number) => string) => string) | null;
  /** Where the figures above come from. */
  source: string;
}

export const TREATMENT_PRODUCTS = {
  formic_pro: {
    name: 'Formic Pro',
    activeIngredient: 'Formic acid',
    modeOfAction: 'formic_acid',
    dosage: '2 strips per brood chamber',
    // NOD: strips stay 14 days; daytime highs 10-29.5 °C (50-85 °F) on the day applied.
    lengthDays: 14,
    temperatureF: { min: 50, max: 85 },
    supersAllowed: true,
    withdrawalDays: 0,
    note: (degrees) =>
      `Colony on at least 6 brood frames; above ${degrees(92)} in the first 3 days risks brood and queen loss.`,
    source: 'NOD Apiary Products, Formic Pro label and FAQ; scientificbeekeeping.com',
  },
  maqs: {
    name: 'Mite Away Quick Strips (MAQS)',
    activeIngredient: 'Formic acid',
    modeOfAction: 'formic_acid',
    dosage: '2 strips per brood chamber',
    // NOD: one 7-day application, same temperature window as Formic Pro.
    lengthDays: 7,
    temperatureF: { min: 50, max: 85 },
    supersAllowed: true,
    withdrawalDays: 0,
    note: 'Most vapour is released in the first 3 days; check the colony after 7.',
    source: 'NOD Apiary Products, MAQS label and FAQ',
  },
  apivar: {
    name: 'Apivar',
    activeIngredient: 'Amitraz',
    modeOfAction: 'amitraz',
    dosage: '2 strips per brood box (1 per 5 frames of bees)',
    // Label: at least 42 days, removed by day 56; supers 14 days after removal.
    lengthDays: 42,
    temperatureF: null,
    supersAllowed: false,
    withdrawalDays: 14,
    note: 'Reposition strips at day 28 if bees have moved away; remove by day 56.',
    source: 'Véto-pharma Apivar label; UK Summary of Product Characteristics',
  },
  apiguard: {
    name: 'Apiguard',
    activeIngredient: 'Thymol',
    modeOfAction: 'thymol',
    dosage: 'One 50 g tray per 10 frames, a second after 2 weeks',
    // Vita Bee Health: above 15 °C (59 °F); 4-6 weeks in all, not during the flow.
    lengthDays: 42,
    temperatureF: { min: 59 },
    supersAllowed: false,
    withdrawalDays: 0,
    note: (degrees) => `Works by evaporation: needs daytime highs above ${degrees(59)}.`,
    source: 'Vita Bee Health, Apiguard FAQ',
  },
  apilife_var: {
    name: 'Apilife Var',
    activeIngredient: 'Thymol, eucalyptol, menthol, camphor',
    modeOfAction: 'thymol',
    dosage: 'One tablet every 7-10 days, 4 tablets in all',
    // UK SPC: four tablets 7-10 days apart; not above 30 °C, weak below 15 °C.
    lengthDays: 28,
    temperatureF: { min: 59, max: 86 },
    supersAllowed: false,
    withdrawalDays: 0,
    note: null,
    source: 'Apilife Var, UK Summary of Product Characteristics',
  },
  oxalic_dribble: {
    name: 'Oxalic acid dribble (Api-Bioxal)',
    activeIngredient: 'Oxalic acid',
    modeOfAction: 'oxalic_acid',
    dosage: '5 ml per seam of bees, at most 50 ml per hive',
    // EU SPC: a single application, up to twice a year.
    lengthDays: 1,
    temperatureF: null,
    supersAllowed: false,
    withdrawalDays: 0,
    note: 'Kills mites outside capped brood only: best when the colony is broodless.',
    source: 'Api-Bioxal, EU Summary of Product Characteristics',
  },
  oxalic_vapour: {
    name: 'Oxalic acid vapour (Api-Bioxal)',
    activeIngredient: 'Oxalic acid',
    modeOfAction: 'oxalic_acid',
    dosage: 'Up to 4 g per brood box',
    // US EPA label (2025): vaporised, up to 4 g per brood box.
    lengthDays: 1,
    temperatureF: null,
    supersAllowed: false,
    withdrawalDays: 0,
    note: 'Kills mites outside capped brood only: best when the colony is broodless. Wear a respirator.',
    source: 'US EPA Api-Bioxal label (2025)',
  },
  hopguard: {
    name: 'HopGuard 3',
    activeIngredient: 'Hop beta acids',
    modeOfAction: 'hop_beta_acids',
    dosage: '2 strips per 10 frames of bees',
    // Vendor label: at least 14 days; approved with honey supers on.
    lengthDays: 14,
    temperatureF: null,
    supersAllowed: true,
    withdrawalDays: 0,
    note: null,
    source: 'BetaTec / Mann Lake, HopGuard 3 label',
  },
} as const satisfies Record<string, TreatmentProduct>;

export type TreatmentProductId = keyof typeof TREATMENT_PRODUCTS;
export const TREATMENT_PRODUCT_IDS = Object.keys(TREATMENT_PRODUCTS) as [TreatmentProductId, ...TreatmentProductId[]];

/** What a colony was fed: syrup (by its sugar-to-water ratio), dry sugar, fondant, or a protein patty. */
export const FEED_TYPES = ['sugar_syrup', 'dry_sugar', 'fondant', 'pollen_patty'] as const;
export type FeedType = (typeof FEED_TYPES)[number];

/** Each feed named in the source language (the labels catalogue); screens show it in the beekeeper's. */
export const FEED_TYPE_LABELS = labelsOf('feedType', FEED_TYPES);

/**
 * Syrup ratios, sugar to water by weight: 2:1 in fall for stores, 1:1 in spring for build-up (the spec's tip
 * figures; beekeeping-science notes, Feeding and stores).
 */
export const SYRUP_RATIOS = ['1:1', '2:1'] as const;
export type SyrupRatio = (typeof SYRUP_RATIOS)[number];

// Kept apart so the messages every page loads don't carry the catalogue with them.
export { FEED_AMOUNT_LBS, MITES_PER_100_BEES } from './treatment-bounds';
