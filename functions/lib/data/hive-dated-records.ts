/**
 * A hive's records as the weight rules place them on the time line (`shared/rules/hive-weight.ts`): its inspections,
 * harvests and treatments (a treatment of type feeding is a feeding) dated within a range of days, one Query a kind
 * asked for, the newest `RECORDS_PER_KIND` of each. The weight chart reads all three over its range; the swarm check
 * reads a day's inspections and harvests, the records that can explain a drop.
 */
import { recordMoment, type HiveRecordMoment } from '../../../shared/rules/hive-weight';
import { addDays } from '../../../shared/rules/reminders';
import { InspectionEntity } from './entities/inspection';
import { ProductionEntity } from './entities/production';
import { TreatmentEntity } from './entities/treatment';

/**
 * The most records of each kind a chart shows, newest first: a year of weekly inspections is 52, so 200 is a busy
 * hive's year with room, and one Query each.
 */
export const RECORDS_PER_KIND = 200;

export interface DatedRecord extends Omit<HiveRecordMoment, 'at'> {
  date: string;
  createdAt: string;
}

type RecordSource = 'inspections' | 'harvests' | 'treatments';
const EVERY_SOURCE: readonly RecordSource[] = ['inspections', 'harvests', 'treatments'];

export async function datedRecordsOfHive(
  userId: string,
  hiveId: string,
  { from, to }: { from: string; to: string },
  sources: readonly RecordSource[] = EVERY_SOURCE,
): Promise<DatedRecord[]> {
  // A sort key holds the date then the id: the bound is the day after, and that day's records left out.
  const until = addDays(to, 1);
  const newest = { order: 'desc', limit: RECORDS_PER_KIND } as const;
  const queries: Record<RecordSource, () => Promise<DatedRecord[]>> = {
    inspections: async () =>
      (
        await InspectionEntity.query
          .inspectionsOfHive({ userId, hiveId })
          .between({ inspectionDate: from }, { inspectionDate: until })
          .go({ ...newest, attributes: ['inspectionId', 'inspectionDate', 'createdAt'] })
      ).data.map((record) => ({
        kind: 'inspection',
        id: record.inspectionId,
        date: record.inspectionDate,
        createdAt: record.createdAt,
      })),
    harvests: async () =>
      (
        await ProductionEntity.query
          .productionOfHive({ userId, hiveId })
          .between({ harvestDate: from }, { harvestDate: until })
          .go({ ...newest, attributes: ['productionId', 'harvestDate', 'createdAt'] })
      ).data.map((record) => ({
        kind: 'harvest',
        id: record.productionId,
        date: record.harvestDate,
        createdAt: record.createdAt,
      })),
    treatments: async () =>
      (
        await TreatmentEntity.query
          .treatmentsOfHive({ userId, hiveId })
          .between({ applicationDate: from }, { applicationDate: until })
          .go({ ...newest, attributes: ['treatmentId', 'treatmentType', 'applicationDate', 'createdAt'] })
      ).data.map((record) => ({
        kind: record.treatmentType === 'feeding' ? 'feeding' : 'treatment',
        id: record.treatmentId,
        date: record.applicationDate,
        createdAt: record.createdAt,
      })),
  };
  const lists = await Promise.all(sources.map((source) => queries[source]()));
  return lists.flat().filter(({ date }) => date <= to);
}

/**
 * Each record at the moment it was recorded on its own day (`recordMoment`), else at `otherwise(date)`: noon of its
 * day on the chart, the drop's moment for the swarm check.
 */
export function recordedMoments(
  records: readonly DatedRecord[],
  utcOffsetMinutes: number,
  otherwise: (date: string) => string,
): HiveRecordMoment[] {
  return records.map(({ date, createdAt, ...record }) => ({
    ...record,
    at: recordMoment({ date, createdAt }, { utcOffsetMinutes, otherwise: otherwise(date) }),
  }));
}
