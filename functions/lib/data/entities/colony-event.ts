import { Entity } from 'electrodb';
import { COLONY_EVENT_KINDS, COLONY_LOSS_CAUSES, COMBINE_REASONS } from '../../../../shared/domain/colony';
import { COLONY_EVENT_QUEEN_ROLES, SPLIT_QUEEN_PLACES } from '../../../../shared/domain/colony-events';
import { documentClient, tableName } from '../client';
import { authorAttributes } from './authors';
import { timestampAttributes } from './timestamps';

/** The `otherHiveId` of an event of one hive: such an event is left out of gsi2. */
export const NO_OTHER_HIVE = 'none';

/**
 * A colony event in its beekeeper's partition (`colony-events.ts`), written in one transaction with both hives, the
 * queens and its follow-up tasks. It is indexed under each hive it concerns, so a hive's timeline is two Queries:
 * as the hive it is recorded on (gsi1) and as the other hive (gsi2: a split's new hive, the hive united into it).
 * `undo` keeps what the event changed on the hives and queens as it was before, so undoing it restores exactly that.
 */
export const ColonyEventEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'colonyEvent', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      eventId: { type: 'string', required: true, readOnly: true },
      kind: { type: COLONY_EVENT_KINDS, required: true, readOnly: true },
      date: { type: 'string', required: true, readOnly: true },
      hiveId: { type: 'string', required: true, readOnly: true },
      /**
       * The other hive, or NO_OTHER_HIVE: ElectroDB keys a conditional index only from all of its composites, so an
       * event of one hive says so rather than leaving it out (as a task's `linkId` does).
       */
      otherHiveId: { type: 'string', required: true, default: NO_OTHER_HIVE, readOnly: true },
      /** The hive the event made (a split's new hive, a caught swarm's, a bought colony's), which undoing it removes. */
      createdHiveId: { type: 'string', readOnly: true },
      queens: {
        type: 'list',
        readOnly: true,
        items: {
          type: 'map',
          properties: {
            queenId: { type: 'string', required: true },
            name: { type: 'string', required: true },
            role: { type: COLONY_EVENT_QUEEN_ROLES, required: true },
          },
        },
      },
      framesMoved: { type: 'number', readOnly: true },
      broodFramesMoved: { type: 'number', readOnly: true },
      oldQueenTo: { type: SPLIT_QUEEN_PLACES, readOnly: true },
      reason: { type: COMBINE_REASONS, readOnly: true },
      cause: { type: COLONY_LOSS_CAUSES, readOnly: true },
      /** The buyer of a sold colony, the seller of a bought one. */
      counterparty: { type: 'string', readOnly: true },
      notes: { type: 'string' },
      /** The follow-up tasks it added: undoing it deletes those still open. */
      taskIds: { type: 'list', items: { type: 'string' }, readOnly: true },
      /** The hives and queens as they were before (JSON, `colony-events.ts`), for undoing it. */
      undo: { type: 'string', required: true, readOnly: true },
      ...timestampAttributes,
      ...authorAttributes,
    },
    indexes: {
      colonyEvent: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['eventId'] },
      },
      /** The events recorded on a hive, newest first with `order: 'desc'`. */
      eventsOfHive: {
        index: 'gsi1',
        condition: () => true,
        pk: { field: 'gsi1pk', composite: ['userId', 'hiveId'] },
        sk: { field: 'gsi1sk', composite: ['date', 'eventId'] },
      },
      /** The events in which a hive is the other one: only events with two hives are indexed. */
      eventsOfOtherHive: {
        index: 'gsi2',
        condition: (attributes) => attributes.otherHiveId !== NO_OTHER_HIVE,
        pk: { field: 'gsi2pk', composite: ['userId', 'otherHiveId'] },
        sk: { field: 'gsi2sk', composite: ['date', 'eventId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
