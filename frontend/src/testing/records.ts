import type { Apiary } from '@shared/schemas/apiary';
import type { DashboardMetrics } from '@shared/schemas/dashboard';
import type { Hive } from '@shared/schemas/hive';
import type { InspectionAnswer } from '@shared/schemas/inspection';

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
    latestFindings: null,
    lastVarroaCheck: null,
    currentQueenId: null,
    startedOn: '2026-04-01',
    endedOn: null,
    endReason: null,
    parentHiveId: null,
    createdAt: '2026-04-01T09:00:00.000Z',
    version: '2026-04-01T09:00:00.000Z',
    ...overrides,
  };
}

export function buildInspection(overrides: Partial<InspectionAnswer> = {}): InspectionAnswer {
  return {
    id: '01HV000000000000000000NSP1',
    hiveId: '01HV000000000000000000H1V1',
    hiveName: 'Hive 1',
    inspectionDate: '2026-06-17',
    queenSeen: true,
    queenCells: false,
    broodPattern: 4,
    temperament: 4,
    population: 4,
    foodStores: 3,
    smallHiveBeetle: 1,
    eggsPresent: true,
    openBrood: true,
    cappedBrood: true,
    diseases: [],
    treatments: [],
    notes: null,
    photos: [],
    photoUrls: [],
    varroaMethod: 'none',
    varroaMites: null,
    varroaSampleBees: null,
    varroaBoardDays: null,
    createdAt: '2026-06-17T09:00:00.000Z',
    version: '2026-06-17T09:00:00.000Z',
    ...overrides,
  };
}

export function buildDashboardMetrics(overrides: Partial<DashboardMetrics> = {}): DashboardMetrics {
  return {
    totalHives: 0,
    hivesAddedThisMonth: 0,
    healthScore: null,
    healthScoreChange: null,
    hivesByHealth: { Excellent: 0, Good: 0, Fair: 0, Poor: 0, 'Not inspected': 0 },
    // A free beekeeper's answer: no Pro figures.
    honeyProduced: null,
    honeyProducedChange: null,
    profit: null,
    profitChange: null,
    honeyByMonth: null,
    ...overrides,
  };
}
