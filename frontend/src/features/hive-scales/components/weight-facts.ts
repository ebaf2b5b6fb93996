import type { HiveWeightChart } from '@shared/schemas/hive-scale';
import type { Translate } from '@/lib/i18n/catalog';
import { formatDate, formatNumber, MEDIUM_DATE } from '@/lib/i18n/format';
import type { HiveScalesMessageKey } from '../messages';

/**
 * A kilogram figure as the chart's words write it: one decimal, with its sign where it is a change, and a true minus
 * sign (U+2212) rather than a hyphen, as typeset figures have it.
 */
export const kilograms = (kg: number, signed = false) =>
  formatNumber(kg, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
    ...(signed ? { signDisplay: 'exceptZero' } : {}),
  }).replace('-', '\u2212');

/** One fact of the weight chart, at its moment: a step and its explanation, a swarm, a flow, a record. */
export interface WeightFact {
  /** ISO moment or calendar date, for ordering and the When column. */
  at: string;
  kind: 'step' | 'swarm' | 'flow' | HiveWeightChart['records'][number]['kind'];
  text: string;
  /** The record a step or marker stands for, where it has one. */
  recordId?: string;
}

/** What a step's label says: the record that explains it, or that nothing does. */
export function stepLabel(t: Translate<HiveScalesMessageKey>, step: HiveWeightChart['steps'][number]): string {
  return t(step.explanation ? `step.${step.explanation}` : 'step.unexplained');
}

export const swarmLabel = (t: Translate<HiveScalesMessageKey>, dropKg: number) =>
  t('swarm', { drop: kilograms(-Math.abs(dropKg), true) });

/**
 * The chart's facts in time order, in words, for the list beside it (screen readers read this, not the chart):
 * each step with what explains it, each possible swarm, each nectar flow with its gain, each record.
 */
export function weightFacts(t: Translate<HiveScalesMessageKey>, chart: HiveWeightChart): WeightFact[] {
  const facts: WeightFact[] = [
    ...chart.steps.map((step) => ({
      at: step.at,
      kind: 'step' as const,
      text: t('step.fact', { label: stepLabel(t, step), change: kilograms(step.changeKg, true) }),
      ...(step.recordId ? { recordId: step.recordId } : {}),
    })),
    ...chart.swarms.map((swarm) => ({ at: swarm.at, kind: 'swarm' as const, text: swarmLabel(t, swarm.dropKg) })),
    ...chart.flows.map((flow) => ({
      at: flow.from,
      kind: 'flow' as const,
      text: t('flow', { to: formatDate(flow.to, MEDIUM_DATE), gain: kilograms(flow.gainKg) }),
    })),
    ...chart.records.map((record) => ({
      at: record.at,
      kind: record.kind,
      text: t(`record.${record.kind}`),
      recordId: record.id,
    })),
  ];
  return facts.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
