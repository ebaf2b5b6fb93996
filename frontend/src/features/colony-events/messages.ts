import type source from '@shared/i18n/catalogs/colony-events/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import colonyEventsFiles from 'virtual:catalog/colony-events';

/** Colony events' words: the history on a hive's page and the event dialog in every language (`shared/i18n/catalogs/colony-events`). */
export type ColonyEventsMessageKey = keyof typeof source;

export const colonyEventsMessages = defineCatalog<ColonyEventsMessageKey>(colonyEventsFiles);
