import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { fieldErrors, SOME_ID } from '../test-support/schema-errors';
import { TASK_DEFAULTS, TASK_TYPES, taskInputSchema, taskPatchSchema } from './task';

const valid = { title: 'Check supers', dueDate: '2026-06-10', priority: 'medium', type: 'inspection' };

describe('taskInputSchema', () => {
  it('gives the spec messages for every missing required field', () => {
    expect(fieldErrors(taskInputSchema, { title: '', dueDate: '', priority: '', type: '' })).toEqual({
      title: [VALIDATION.titleRequired],
      dueDate: [VALIDATION.dueDateRequired],
      priority: [VALIDATION.priorityRequired],
      type: [VALIDATION.typeRequired],
    });
  });

  it('treats null hive and apiary as no link', () => {
    expect(taskInputSchema.parse({ ...valid, hiveId: null, apiaryId: null, description: '' })).toEqual(valid);
    expect(taskInputSchema.parse({ ...valid, apiaryId: SOME_ID }).apiaryId).toBe(SOME_ID);
  });

  it('refuses unknown priorities and types', () => {
    expect(fieldErrors(taskInputSchema, { ...valid, priority: 'urgent', type: 'swarm' })).toEqual({
      priority: [VALIDATION.invalidOption('Priority', ['low', 'medium', 'high'])],
      type: [VALIDATION.invalidOption('Type', TASK_TYPES)],
    });
  });

  it('starts the form at a medium-priority inspection', () => {
    expect(TASK_DEFAULTS).toEqual({ priority: 'medium', type: 'inspection' });
  });
});

describe('taskPatchSchema', () => {
  it('takes the checkbox alone, needs a true or false flag, and refuses an empty change', () => {
    expect(taskPatchSchema.parse({ completed: true })).toEqual({ completed: true });
    expect(fieldErrors(taskPatchSchema, { completed: 'yes' })).toEqual({
      completed: [VALIDATION.completedRequired],
    });
    expect(taskPatchSchema.safeParse({}).error?.issues.map(({ message }) => message)).toEqual([
      VALIDATION.nothingToUpdate,
    ]);
  });

  it('tells a removed link (null or blank) from an unchanged one (left out)', () => {
    expect(taskPatchSchema.parse({ hiveId: null, apiaryId: '', title: 'Swarm check' })).toEqual({
      hiveId: null,
      apiaryId: null,
      title: 'Swarm check',
    });
  });

  it('needs the days of an every-N-days repeat, and only for it', () => {
    expect(fieldErrors(taskPatchSchema, { repeat: 'every_n_days' })).toEqual({
      repeatEveryDays: [VALIDATION.repeatEveryDaysRequired],
    });
    expect(fieldErrors(taskInputSchema, { ...valid, repeat: 'weekly', repeatEveryDays: 3 })).toEqual({
      repeatEveryDays: [VALIDATION.repeatEveryDaysOnlyForDays],
    });
    expect(taskInputSchema.parse({ ...valid, repeat: 'every_n_days', repeatEveryDays: '9' }).repeatEveryDays).toBe(9);
  });
});
