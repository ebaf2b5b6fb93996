/**
 * Winter losses by the COLOSS definition (van der Zee et al. 2013, "Standard survey methods for estimating colony
 * losses and explanatory risk factors in Apis mellifera", The COLOSS BEEBOOK vol. II, Journal of Apicultural
 * Research 52(4), section 2.3): the loss rate is the colonies lost during a winter over the colonies going into it,
 * a colony being lost when it died or was too weak to live, had a queen problem that could not be solved, or met a
 * natural disaster (the causes of COLONY_LOSS_CAUSES).
 *
 * How HiveKeeper reads a colony's life (its hive's `startedOn`, `endedOn`, `endReason`) against that definition:
 * - the winter window is the COLOSS questionnaire's, 1 October to 1 April in the northern hemisphere, 1 April to
 *   1 October in the southern one (from the apiary's latitude; northern without one), the first day in, the last
 *   day out;
 * - colonies going into winter were with the beekeeper when it began: started before its first day, not ended
 *   before it;
 * - lost: those of them that ended during the window for a loss cause, counted by cause as the survey asks;
 * - united during winter (`combined`): no loss, and the pair goes into winter as ONE colony, so the absorbed one
 *   leaves the denominator; a colony united because of its queen problem ends as `queen_problem`, a loss;
 * - sold during winter: it left the beekeeper alive, so it leaves the denominator too;
 * - started during winter (a split, a bought colony, a caught swarm): not counted in that winter (shown apart as
 *   added), it goes into the next one;
 * - a colony counts in the apiary its hive stands in (or stood in when it ended).
 */
import { WINTER_LOSS_MESSAGES } from '../messages/winter-losses-screen';
import { COLONY_LOSS_CAUSES, type ColonyEndReason, type ColonyLossCause } from '../domain/colony';
import { hemisphereOf, type Hemisphere } from './varroa';

/** A colony's life with the beekeeper, as its hive keeps it (`YYYY-MM-DD` days). */
export interface ColonyLife {
  apiaryId: string;
  startedOn: string;
  endedOn: string | null;
  endReason: ColonyEndReason | null;
}

/** An apiary as the figures need it: its name, and its latitude (text, as kept) for the hemisphere. */
export interface WinterApiary {
  id: string;
  name: string;
  latitude: string | null;
}

/** One winter's figures, for an apiary or in total. */
export interface WinterLossFigures {
  coloniesIntoWinter: number;
  lost: Record<ColonyLossCause, number>;
  totalLost: number;
  /** totalLost over coloniesIntoWinter as a percentage with one decimal; null when no colony went into winter. */
  lossRatePercent: number | null;
  united: number;
  sold: number;
  addedDuringWinter: number;
}

export interface ApiaryWinterLosses extends WinterLossFigures {
  apiaryId: string;
  apiaryName: string;
  hemisphere: Hemisphere;
  /** False when the apiary has no latitude, so the northern window was assumed. */
  located: boolean;
  /** The window: its first day, and the day after its last. */
  from: string;
  to: string;
}

export interface WinterLosses {
  /** The year the winter ends in: a northern 2025/26 winter and a southern 2026 winter are both 2026's. */
  year: number;
  /** '2025/26' for a northern winter, '2026' for a southern one, both when the apiaries span the hemispheres. */
  label: string;
  /** Whether some apiary's window has not ended by today. */
  inProgress: boolean;
  apiaries: ApiaryWinterLosses[];
  total: WinterLossFigures;
}

/** The months and days the windows start and end on: the COLOSS questionnaire's 1 October and 1 April. */
const OCTOBER_FIRST = '10-01';
const APRIL_FIRST = '04-01';

/** The window of the winter ending in `year`: [from, to), calendar days. */
export function winterWindow(year: number, hemisphere: Hemisphere): { from: string; to: string } {
  return hemisphere === 'northern'
    ? { from: `${String(year - 1)}-${OCTOBER_FIRST}`, to: `${String(year)}-${APRIL_FIRST}` }
    : { from: `${String(year)}-${APRIL_FIRST}`, to: `${String(year)}-${OCTOBER_FIRST}` };
}

/** How a winter ending in `year` is named in a hemisphere: the northern one spans two years. */
export function winterLabel(year: number, hemisphere: Hemisphere): string {
  return hemisphere === 'northern' ? `${String(year - 1)}/${String(year).slice(2)}` : String(year);
}

/** A loss rate as a percentage with one decimal, or null without colonies going into winter. */
export function lossRatePercent(lost: number, intoWinter: number): number | null {
  return intoWinter === 0 ? null : Math.round((lost / intoWinter) * 1000) / 10;
}

function isLossCause(reason: ColonyEndReason | null): reason is ColonyLossCause {
  return (COLONY_LOSS_CAUSES as readonly (ColonyEndReason | null)[]).includes(reason);
}

function noFigures(): WinterLossFigures {
  return {
    coloniesIntoWinter: 0,
    lost: { dead: 0, queen_problem: 0, disaster: 0 },
    totalLost: 0,
    lossRatePercent: null,
    united: 0,
    sold: 0,
    addedDuringWinter: 0,
  };
}

/** The figures of `lives` over the window [from, to), as the module's comment reads the definition. */
export function figuresOf(lives: readonly ColonyLife[], from: string, to: string): WinterLossFigures {
  const figures = noFigures();
  for (const { startedOn, endedOn, endReason } of lives) {
    const endedInWindow = endedOn !== null && endedOn >= from && endedOn < to;
    if (startedOn >= from) {
      if (startedOn < to) figures.addedDuringWinter += 1;
      continue;
    }
    if (endedOn !== null && endedOn < from) continue;
    if (!endedInWindow) {
      figures.coloniesIntoWinter += 1;
    } else if (isLossCause(endReason)) {
      figures.coloniesIntoWinter += 1;
      figures.lost[endReason] += 1;
      figures.totalLost += 1;
    } else if (endReason === 'combined') {
      figures.united += 1;
    } else if (endReason === 'sold') {
      figures.sold += 1;
    }
    // A colony that ended without a reason left the beekeeper in a way no figure names: it is not counted.
  }
  figures.lossRatePercent = lossRatePercent(figures.totalLost, figures.coloniesIntoWinter);
  return figures;
}

function sumOf(rows: readonly WinterLossFigures[]): WinterLossFigures {
  const total = noFigures();
  for (const row of rows) {
    total.coloniesIntoWinter += row.coloniesIntoWinter;
    for (const cause of COLONY_LOSS_CAUSES) total.lost[cause] += row.lost[cause];
    total.totalLost += row.totalLost;
    total.united += row.united;
    total.sold += row.sold;
    total.addedDuringWinter += row.addedDuringWinter;
  }
  total.lossRatePercent = lossRatePercent(total.totalLost, total.coloniesIntoWinter);
  return total;
}

const counts = (figures: WinterLossFigures) =>
  figures.coloniesIntoWinter + figures.united + figures.sold + figures.addedDuringWinter > 0;

/**
 * Every winter begun by `today` in which some colony was with the beekeeper, newest first, each with a row per
 * apiary (in the apiaries' order) and the total. An apiary that no longer exists is named `removedApiary`.
 */
export function winterLosses(
  lives: readonly ColonyLife[],
  apiaries: readonly WinterApiary[],
  today: string,
): WinterLosses[] {
  if (lives.length === 0) return [];
  const livesByApiary = new Map<string, ColonyLife[]>();
  for (const life of lives) {
    const group = livesByApiary.get(life.apiaryId);
    if (group) group.push(life);
    else livesByApiary.set(life.apiaryId, [life]);
  }
  const known = new Map(apiaries.map((apiary) => [apiary.id, apiary]));
  const places: WinterApiary[] = [
    ...apiaries.filter(({ id }) => livesByApiary.has(id)),
    ...[...livesByApiary.keys()]
      .filter((id) => !known.has(id))
      .map((id) => ({ id, name: WINTER_LOSS_MESSAGES.removedApiary, latitude: null })),
  ];

  const firstYear = Math.min(...lives.map(({ startedOn }) => Number(startedOn.slice(0, 4))));
  // A northern winter ends the year after it starts: next year's may have begun by today.
  const lastYear = Number(today.slice(0, 4)) + 1;
  const winters: WinterLosses[] = [];
  for (let year = lastYear; year >= firstYear; year -= 1) {
    const rows: ApiaryWinterLosses[] = [];
    for (const apiary of places) {
      const located = apiary.latitude !== null && apiary.latitude.trim() !== '';
      const hemisphere = hemisphereOf(apiary.latitude);
      const { from, to } = winterWindow(year, hemisphere);
      if (from > today) continue;
      const figures = figuresOf(livesByApiary.get(apiary.id) ?? [], from, to);
      if (!counts(figures)) continue;
      rows.push({ apiaryId: apiary.id, apiaryName: apiary.name, hemisphere, located, from, to, ...figures });
    }
    if (rows.length === 0) continue;
    const hemispheres = [...new Set(rows.map(({ hemisphere }) => hemisphere))].sort();
    winters.push({
      year,
      label: hemispheres.map((hemisphere) => winterLabel(year, hemisphere)).join(' · '),
      inProgress: rows.some(({ to }) => to > today),
      apiaries: rows,
      total: sumOf(rows),
    });
  }
  return winters;
}

/** A text cell a spreadsheet reads as text: quoted when it holds a separator, never started like a formula. */
function textCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function figureCells(figures: WinterLossFigures): (string | number)[] {
  return [
    figures.coloniesIntoWinter,
    figures.lost.dead,
    figures.lost.queen_problem,
    figures.lost.disaster,
    figures.totalLost,
    figures.lossRatePercent === null ? '' : figures.lossRatePercent.toFixed(1),
    figures.united,
    figures.sold,
    figures.addedDuringWinter,
  ];
}

/** The CSV's words in the beekeeper's language: its column headers and the all-apiaries row's name. */
export interface WinterLossesCsvWords {
  /**
   * In order: winter, apiary, colonies going into winter, lost dead or too weak, lost to queen problems, lost to a
   * natural disaster, total lost, loss rate %, united, sold, added during winter.
   */
  columns: readonly string[];
  allApiaries: string;
}

/**
 * The figures in the COLOSS survey's terms, as a CSV a spreadsheet opens: a header row, then per winter (newest
 * first) a row per apiary and one for all apiaries. Lines end in CRLF (RFC 4180).
 */
export function winterLossesCsv(winters: readonly WinterLosses[], words: WinterLossesCsvWords): string {
  const rows = winters.flatMap((winter) => [
    ...winter.apiaries.map((row) => [
      winterLabel(winter.year, row.hemisphere),
      textCell(row.apiaryName),
      ...figureCells(row),
    ]),
    [textCell(winter.label), textCell(words.allApiaries), ...figureCells(winter.total)],
  ]);
  return [words.columns.map(textCell), ...rows].map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
