import { describe, expect, it } from 'vitest';
import { activityByLine, recordedByLine } from './recorded-by';

const owner = { userId: 'owner', name: 'Olga Owner' };
const ana = { userId: 'ana', name: 'Ana Silva' };
const ben = { userId: 'ben', name: 'Ben Stone' };

describe('recordedByLine', () => {
  it("says nothing of the owner's own records, nor of records kept before authors were noted", () => {
    expect(recordedByLine({ recordedBy: owner, changedBy: owner }, owner.userId)).toBeNull();
    expect(recordedByLine({}, owner.userId)).toBeNull();
    expect(recordedByLine({ changedBy: owner }, owner.userId)).toBeNull();
  });

  it('names the member who recorded it, and who changed it last when that was someone else', () => {
    expect(recordedByLine({ recordedBy: ana, changedBy: ana }, owner.userId)).toBe('Recorded by Ana Silva');
    expect(recordedByLine({ recordedBy: ana, changedBy: owner }, owner.userId)).toBe(
      'Recorded by Ana Silva, changed by Olga Owner',
    );
    expect(recordedByLine({ recordedBy: ana, changedBy: ben }, owner.userId)).toBe(
      'Recorded by Ana Silva, changed by Ben Stone',
    );
  });

  it("names a member who changed the owner's record, or one whose author is unknown", () => {
    expect(recordedByLine({ recordedBy: owner, changedBy: ben }, owner.userId)).toBe('Changed by Ben Stone');
    expect(recordedByLine({ changedBy: ben }, owner.userId)).toBe('Changed by Ben Stone');
  });
});

describe('activityByLine', () => {
  it('names only someone other than the owner', () => {
    expect(activityByLine(ana, owner.userId)).toBe('by Ana Silva');
    expect(activityByLine(owner, owner.userId)).toBeNull();
    expect(activityByLine(undefined, owner.userId)).toBeNull();
  });
});
