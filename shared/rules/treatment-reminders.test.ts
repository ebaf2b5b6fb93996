import { describe, expect, it } from 'vitest';
import type { RecommendationPriority } from '../schemas/treatment-recommendation';
import { groupTreatmentReminders } from './treatment-reminders';

const reminders = (...priorities: RecommendationPriority[]) =>
  priorities.map((priority, index) => ({ priority, name: `${priority}-${index}` }));
const names = (items: { name: string }[]) => items.map(({ name }) => name);

describe('groupTreatmentReminders', () => {
  it('shows up to 5 others, medium before low, when nothing is urgent or high', () => {
    const grouped = groupTreatmentReminders(reminders('low', 'medium', 'low', 'medium', 'low', 'low', 'medium'));
    expect(grouped.urgent).toEqual([]);
    expect(grouped.high).toEqual([]);
    expect(names(grouped.others)).toEqual(['medium-1', 'medium-3', 'medium-6', 'low-0', 'low-2']);
    expect(grouped.hiddenCount).toBe(2);
  });

  it('shows exactly 5 others without a hidden count', () => {
    expect(groupTreatmentReminders(reminders('low', 'low', 'low', 'low', 'low')).hiddenCount).toBe(0);
  });

  it('shows every urgent and high reminder first and only 2 others beside them', () => {
    const grouped = groupTreatmentReminders(reminders('medium', 'high', 'low', 'urgent', 'medium', 'urgent', 'high'));
    expect(names(grouped.urgent)).toEqual(['urgent-3', 'urgent-5']);
    expect(names(grouped.high)).toEqual(['high-1', 'high-6']);
    expect(names(grouped.others)).toEqual(['medium-0', 'medium-4']);
    expect(grouped.hiddenCount).toBe(1);
  });

  it('limits the others to 2 beside a single high reminder', () => {
    const grouped = groupTreatmentReminders(reminders('high', 'low', 'low', 'low'));
    expect(grouped.others).toHaveLength(2);
    expect(grouped.hiddenCount).toBe(1);
  });

  it('never hides urgent or high reminders', () => {
    const grouped = groupTreatmentReminders(reminders('urgent', 'urgent', 'urgent', 'high', 'high', 'high'));
    expect(grouped.urgent).toHaveLength(3);
    expect(grouped.high).toHaveLength(3);
    expect(grouped.hiddenCount).toBe(0);
  });

  it('handles no reminders', () => {
    expect(groupTreatmentReminders([])).toEqual({ urgent: [], high: [], others: [], hiddenCount: 0 });
  });
});
