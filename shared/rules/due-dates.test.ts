import { describe, expect, it } from 'vitest';
import { isTaskOverdue, isTaskUpcoming, taskDueState, treatmentDueState } from './due-dates';

const now = new Date(2026, 5, 10, 15, 30);

describe('task due state', () => {
  it('is overdue when pending and due before today', () => {
    expect(taskDueState({ dueDate: '2026-06-09', completed: false }, now)).toBe('overdue');
    expect(isTaskOverdue({ dueDate: '2025-12-31', completed: false }, now)).toBe(true);
  });

  it('is upcoming when pending and due today or later', () => {
    expect(taskDueState({ dueDate: '2026-06-10', completed: false }, now)).toBe('upcoming');
    expect(isTaskUpcoming({ dueDate: '2026-07-01', completed: false }, now)).toBe(true);
    expect(isTaskOverdue({ dueDate: '2026-06-10', completed: false }, now)).toBe(false);
  });

  it('is neither when completed', () => {
    const done = { dueDate: '2026-06-01', completed: true };
    expect(taskDueState(done, now)).toBe('completed');
    expect(isTaskOverdue(done, now)).toBe(false);
    expect(isTaskUpcoming(done, now)).toBe(false);
  });

  it('turns overdue at the start of the next local day', () => {
    const task = { dueDate: '2026-06-10', completed: false };
    expect(isTaskOverdue(task, new Date(2026, 5, 10, 23, 59))).toBe(false);
    expect(isTaskOverdue(task, new Date(2026, 5, 11, 0, 0))).toBe(true);
  });
});

describe('treatmentDueState', () => {
  it('marks the follow-up upcoming or overdue by its next due date', () => {
    expect(treatmentDueState({ nextDueDate: '2026-06-20' }, now)).toBe('upcoming');
    expect(treatmentDueState({ nextDueDate: '2026-06-10' }, now)).toBe('upcoming');
    expect(treatmentDueState({ nextDueDate: '2026-06-09' }, now)).toBe('overdue');
  });

  it('has no state without a next due date', () => {
    expect(treatmentDueState({ nextDueDate: null }, now)).toBeNull();
  });
});
