import { Entity } from 'electrodb';
import { SCALE_KINDS } from '../../../../shared/domain/hive-scales';
import { documentClient, tableName } from '../client';
import { authorAttributes } from './authors';
import { timestampAttributes } from './timestamps';

/**
 * A scale or sensor on a hive (docs/features/hive-scales.md), in its beekeeper's partition: it moves with its hive
 * (it names the hive, not the apiary). It keeps the SHA-256 of the secret its uplinks carry, never the secret.
 */
export const HiveScaleEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'hiveScale', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      scaleId: { type: 'string', required: true, readOnly: true },
      hiveId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      kind: { type: SCALE_KINDS, required: true },
      calibration: {
        type: 'map',
        properties: { offset: { type: 'number', required: true }, kgPerUnit: { type: 'number', required: true } },
      },
      /** The hive's weight without stores, which the starvation rule subtracts. */
      emptyHiveKg: { type: 'number' },
      secretHash: { type: 'string', required: true },
      lastReadingAt: { type: 'string' },
      /** The beekeeper's local day of the scale's last swarm alert: one a day at most, claimed by a conditional write. */
      swarmAlertDay: { type: 'string' },
      ...timestampAttributes,
      ...authorAttributes,
    },
    indexes: {
      scalesOfUser: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['scaleId'] },
      },
      /** A hive's scales: its page lists them, deleting it deletes them. */
      scalesOfHive: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId', 'hiveId'] },
        sk: { field: 'gsi1sk', composite: ['scaleId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
