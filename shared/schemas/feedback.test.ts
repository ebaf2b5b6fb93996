import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { fieldErrors } from '../test-support/schema-errors';
import { FEEDBACK_STATUSES, feedbackInputSchema, feedbackStatusInputSchema } from './feedback';

const valid = { category: 'feature_request', subject: 'Export', message: 'Please add a CSV export.' };

describe('feedbackInputSchema', () => {
  it('gives the spec messages for a missing category and short texts', () => {
    expect(fieldErrors(feedbackInputSchema, {})).toEqual({
      category: [VALIDATION.feedbackCategoryRequired],
      subject: [VALIDATION.subjectMinLength],
      message: [VALIDATION.messageMinLength],
    });
    expect(fieldErrors(feedbackInputSchema, { ...valid, subject: ' ab ', message: '123456789' })).toEqual({
      subject: [VALIDATION.subjectMinLength],
      message: [VALIDATION.messageMinLength],
    });
  });

  it('accepts the minimum lengths exactly', () => {
    expect(fieldErrors(feedbackInputSchema, { ...valid, subject: 'abc', message: '1234567890' })).toEqual({});
  });

  it('omits a rating of 0 and an empty e-mail', () => {
    expect(feedbackInputSchema.parse({ ...valid, rating: 0, userEmail: '' })).toEqual(valid);
    expect(feedbackInputSchema.parse({ ...valid, rating: 4, userEmail: 'Bee@Example.org' })).toEqual({
      ...valid,
      rating: 4,
      userEmail: 'bee@example.org',
    });
  });

  it('refuses ratings outside 1-5 and an invalid e-mail', () => {
    expect(fieldErrors(feedbackInputSchema, { ...valid, rating: 6, userEmail: 'not-an-email' })).toEqual({
      rating: [VALIDATION.ratingRange],
      userEmail: [VALIDATION.emailInvalid],
    });
  });
});

describe('feedbackStatusInputSchema', () => {
  it('accepts every status and names them when wrong', () => {
    for (const status of FEEDBACK_STATUSES) expect(feedbackStatusInputSchema.parse({ status })).toEqual({ status });
    expect(fieldErrors(feedbackStatusInputSchema, {})).toEqual({ status: [VALIDATION.statusRequired] });
    expect(fieldErrors(feedbackStatusInputSchema, { status: 'done' })).toEqual({
      status: [VALIDATION.invalidOption('Status', FEEDBACK_STATUSES)],
    });
  });
});
