import type { Apiary } from '@shared/schemas/apiary';
import type { Hive } from '@shared/schemas/hive';

/** Records as the API answers them, for component tests. Ids are ULIDs, as the input schemas require. */
export function buildApiary(overrides: Partial<Apiary> = {}): Apiary {
  return {
    id: '01HV000000000000000000APA1',
    name: 'Home Apiary',
    location: 'Behind the barn',
    latitude: null,
    longitude: null,
    description: null,
    hiveCount: 0,
    createdAt: '2026-03-14T09:00:00.000Z',
    ...overrides,
  };
}

export function buildHive(overrides: Partial<Hive> = {}): Hive {
  return {
    id: '01HV000000000000000000H1V1',
    name: 'Hive 1',
    apiaryId: '01HV000000000000000000APA1',
    apiaryName: 'Home Apiary',
    queenId: null,
    queenIntroducedOn: null,
    queenAge: null,
    queenMarking: null,
    hiveType: 'langstroth',
    frameCount: 10,
    notes: null,
    status: 'active',
    healthStatus: 'Not inspected',
    lastInspectionDate: null,
    inspectionCount: 0,
    createdAt: '2026-04-01T09:00:00.000Z',
    ...overrides,
  };
}
