import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { fieldErrors, SOME_ID } from '../test-support/schema-errors';
import { TASK_DEFAULTS, TASK_TYPES, taskCompletionInputSchema, taskInputSchema } from './task';

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

describe('taskCompletionInputSchema', () => {
  it('needs a true or false completed flag', () => {
    expect(taskCompletionInputSchema.parse({ completed: true })).toEqual({ completed: true });
    expect(fieldErrors(taskCompletionInputSchema, {})).toEqual({ completed: [VALIDATION.completedRequired] });
    expect(fieldErrors(taskCompletionInputSchema, { completed: 'yes' })).toEqual({
      completed: [VALIDATION.completedRequired],
    });
  });
});
