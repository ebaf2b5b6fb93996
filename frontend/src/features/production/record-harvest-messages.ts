import type source from '@shared/i18n/catalogs/record-harvest/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import recordHarvestFiles from 'virtual:catalog/record-harvest';

/** The words of Record Harvest and Production Tracking's prompt (`shared/i18n/catalogs/record-harvest`), a catalogue apart so the dashboard's Quick Actions carry only these. */
export const recordHarvestMessages = defineCatalog<keyof typeof source>(recordHarvestFiles);
