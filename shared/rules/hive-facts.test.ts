import { describe, expect, it } from 'vitest';
import type { Hive } from '../schemas/hive';
import { hiveFacts } from './hive-facts';

const hive: Hive = {
  id: '01HV000000000000000000H1V1',
  name: 'Clover',
  apiaryId: '01HV000000000000000000APA1',
  apiaryName: 'Orchard',
  queenId: 'QN-24',
  queenIntroducedOn: '2025-04',
  queenAge: 14,
  queenMarking: 'blue',
  hiveType: 'top_bar',
  frameCount: 8,
  notes: null,
  status: 'active',
  healthStatus: 'Excellent',
  lastInspectionDate: '2026-06-17',
  inspectionCount: 2,
  latestFindings: null,
  lastVarroaCheck: null,
  currentQueenId: null,
  startedOn: '2026-04-01',
  endedOn: null,
  endReason: null,
  parentHiveId: null,
  createdAt: '2026-04-01T09:00:00.000Z',
  version: '2026-04-01T09:00:00.000Z',
};

describe("a hive's facts", () => {
  it('lists health, last inspection, queen, frames and hive type, in words', () => {
    expect(hiveFacts(hive, new Date(2026, 5, 20, 12))).toEqual([
      { kind: 'health', term: 'Health', value: 'Excellent' },
      { kind: 'lastInspection', term: 'Last inspection', value: '3 days ago' },
      { kind: 'queen', term: 'Queen', value: 'QN-24 · 1 yr 2 mo old · Blue mark' },
      { kind: 'frames', term: 'Frames', value: '8' },
      { kind: 'hiveType', term: 'Hive type', value: 'Top bar' },
    ]);
  });

  it('says what is not known yet', () => {
    const facts = hiveFacts(
      { ...hive, queenId: null, queenAge: null, queenMarking: null, lastInspectionDate: null },
      new Date(),
    );
    expect(facts.find((fact) => fact.kind === 'lastInspection')?.value).toBe('Never');
    expect(facts.find((fact) => fact.kind === 'queen')?.value).toBe('No queen data');
  });
});
