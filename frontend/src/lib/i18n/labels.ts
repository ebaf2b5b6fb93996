/**
 * HiveKeeper's values named in the beekeeper's language (`shared/i18n/catalogs/labels`): hive types, hive statuses,
 * queen markings and feeds, shared by every screen that shows them. `useLabels().hiveType('top_bar')` is "Top bar",
 * "Oberträgerbeute" or "Ruche kenyane (top bar)".
 */
import type { HiveStatus, HiveType, QueenMarking } from '@shared/domain/hive';
import type { FeedType } from '@shared/domain/treatment-catalogue';
import type source from '@shared/i18n/catalogs/labels/en-US.json';
import { defineCatalog, useMessages, type CompiledCatalog, type Translate } from './catalog';

type LabelKey = keyof typeof source;

export const labelMessages = defineCatalog<LabelKey>('labels', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/labels/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/labels/*.json', '!@shared/i18n/catalogs/labels/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/labels/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});

function labelsWith(t: Translate<LabelKey>) {
  return {
    hiveType: (type: HiveType) => t(`hiveType.${type}`),
    hiveStatus: (status: HiveStatus) => t(`hiveStatus.${status}`),
    queenMarking: (marking: QueenMarking) => t(`queenMarking.${marking}`),
    feedType: (feed: FeedType) => t(`feedType.${feed}`),
  };
}

/** The names of values in the language shown. */
export function useLabels() {
  return labelsWith(useMessages(labelMessages));
}
