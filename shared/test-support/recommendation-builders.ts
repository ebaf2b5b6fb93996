/**
 * The treatment recommendation rules' inputs as their tests build them: the rules' own tests
 * (`shared/rules/treatment-recommendations.test.ts`) and the web app's, which writes the same advice from its facts.
 */
import type { RecommendationHive } from '../rules/treatment-recommendations';
import type { LastVarroaCheck, LatestFindings } from '../schemas/hive';

export const NORTH = { id: 'apiary-north', latitude: '45.5' };
export const SOUTH = { id: 'apiary-south', latitude: '-37.8' };

export function hive(overrides: Partial<RecommendationHive> = {}): RecommendationHive {
  return {
    id: 'hive-1',
    name: 'Hive 1',
    apiaryId: NORTH.id,
    status: 'active',
    latestFindings: null,
    lastVarroaCheck: null,
    ...overrides,
  };
}

export function wash(inspectionDate: string, varroaMites: number): LastVarroaCheck {
  return { inspectionDate, varroaMethod: 'alcohol_wash', varroaMites, varroaSampleBees: 300, varroaBoardDays: null };
}

export function board(inspectionDate: string, varroaMites: number): LastVarroaCheck {
  return { inspectionDate, varroaMethod: 'sticky_board', varroaMites, varroaSampleBees: null, varroaBoardDays: 3 };
}

export function findings(inspectionDate: string, overrides: Partial<LatestFindings> = {}): LatestFindings {
  return {
    inspectionDate,
    queenSeen: true,
    queenCells: false,
    eggsPresent: true,
    foodStores: 3,
    population: 3,
    ...overrides,
  };
}
