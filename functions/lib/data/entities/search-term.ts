import { Entity } from 'electrodb';
import { SEARCH_RECORD_TYPES } from '../../../../shared/domain/search';
import { documentClient, tableName } from '../client';

/**
 * One word a record is found by, in its owner's partition (`search-index.ts`): the sort key starts with the word,
 * so one `begins_with` Query finds every record with a word starting with what was typed, newest first with
 * `order: 'desc'` (ids are ULIDs). Written and removed in the record's own write transactions.
 */
export const SearchTermEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'searchTerm', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      /** The folded word (`shared/rules/search.ts`). */
      term: { type: 'string', required: true, readOnly: true },
      recordType: { type: SEARCH_RECORD_TYPES, required: true, readOnly: true },
      recordId: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      term: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['term', 'recordType', 'recordId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
