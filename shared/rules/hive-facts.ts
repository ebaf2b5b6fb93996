import { HIVE_TYPE_LABELS } from '../domain/hive';
import type { Hive } from '../schemas/hive';
import { lastInspectionLabel } from './last-inspection';
import { queenSummary } from './queen-summary';

/** What each fact is, so a screen can draw its value (a coloured badge for health, the queen's paint dot). */
export type HiveFactKind = 'health' | 'lastInspection' | 'queen' | 'frames' | 'hiveType';

export interface HiveFact {
  kind: HiveFactKind;
  /** The fact's name, as every screen shows it: 'Last inspection'. */
  term: string;
  /** Its value in words: '3 days ago'. */
  value: string;
}

/**
 * The facts a hive shows wherever it is listed (the hives screen's cards, the dashboard, the hive's own page), in
 * the spec's order: health, last inspection (relative to `now`), queen, frames, hive type.
 */
export function hiveFacts(hive: Hive, now: Date): HiveFact[] {
  return [
    { kind: 'health', term: 'Health', value: hive.healthStatus },
    { kind: 'lastInspection', term: 'Last inspection', value: lastInspectionLabel(hive.lastInspectionDate, now) },
    { kind: 'queen', term: 'Queen', value: queenSummary(hive) },
    { kind: 'frames', term: 'Frames', value: String(hive.frameCount) },
    { kind: 'hiveType', term: 'Hive type', value: HIVE_TYPE_LABELS[hive.hiveType] },
  ];
}
