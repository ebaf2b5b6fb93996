import { describe, expect, it } from 'vitest';
import { allFields, combineScores, precision, recall, sameValue, scoreTranscript } from './score';

describe('the voice drafts bench’s scoring', () => {
  it('counts a field right, wrong, missed and filled unasked, and a draft exact only when every field is right', () => {
    const score = scoreTranscript(
      [
        { hiveId: 'clover', fields: { queenSeen: true, eggsPresent: true, varroaMites: 12 } },
        { hiveId: 'linden', fields: { temperament: 5 } },
      ],
      [
        { hiveId: 'clover', fields: { queenSeen: true, eggsPresent: false, foodStores: 2 } },
        { hiveId: 'linden', fields: { temperament: 5 } },
      ],
    );
    expect(score.fields.queenSeen).toEqual({ expected: 1, filled: 1, right: 1 });
    expect(score.fields.eggsPresent).toEqual({ expected: 1, filled: 1, right: 0 });
    expect(score.fields.varroaMites).toEqual({ expected: 1, filled: 0, right: 0 });
    expect(score.fields.foodStores).toEqual({ expected: 0, filled: 1, right: 0 });
    expect(allFields(score)).toEqual({ expected: 4, filled: 4, right: 2 });
    expect(score.drafts).toEqual({ expected: 2, exact: 1 });
    expect(score.hives).toEqual({ expected: 2, placed: 2, unexpected: 0 });
  });

  it('counts the fields of a draft placed on the wrong hive as filled and wrong, and the expected ones as missed', () => {
    const score = scoreTranscript(
      [{ hiveId: 'clover', fields: { queenSeen: true } }],
      [{ hiveId: null, fields: { queenSeen: true } }],
    );
    expect(score.fields.queenSeen).toEqual({ expected: 1, filled: 1, right: 0 });
    expect(score.hives).toEqual({ expected: 1, placed: 0, unexpected: 1 });
    expect(score.drafts.exact).toBe(0);
  });

  it('compares lists as sets and notes by the numbers they carry', () => {
    expect(sameValue('treatments', ['Sugar syrup', 'Fondant'], ['Fondant', 'Sugar syrup'])).toBe(true);
    expect(sameValue('treatments', ['Sugar syrup'], ['Sugar syrup', 'Fondant'])).toBe(false);
    expect(sameValue('notes', '2 litres of 1:1 syrup', 'fed 2 litres of 1:1 syrup')).toBe(true);
    expect(sameValue('notes', '7 frames of bees', '6 frames of bees')).toBe(false);
    expect(sameValue('notes', 'Possibly queenless', 'anything noted')).toBe(true);
  });

  it('sums transcripts and gives precision and recall as shares, none when nothing was filled or expected', () => {
    const one = scoreTranscript([{ hiveId: 'a', fields: { queenSeen: true } }], [{ hiveId: 'a', fields: {} }]);
    const two = scoreTranscript(
      [{ hiveId: 'a', fields: { queenSeen: true } }],
      [{ hiveId: 'a', fields: { queenSeen: true } }],
    );
    const total = combineScores([one, two]);
    expect(total.fields.queenSeen).toEqual({ expected: 2, filled: 1, right: 1 });
    expect(precision(total.fields.queenSeen)).toBe(1);
    expect(recall(total.fields.queenSeen)).toBe(0.5);
    expect(total.drafts).toEqual({ expected: 2, exact: 1 });
    expect(precision(total.fields.notes)).toBeNull();
    expect(recall(total.fields.notes)).toBeNull();
  });
});
