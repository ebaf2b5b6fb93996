/**
 * HiveKeeper's values named in the beekeeper's language (`shared/i18n/catalogs/labels`): hive types, hive statuses,
 * queen markings, feeds and hive health, shared by every screen that shows them. `useLabels().hiveType('top_bar')` is "Top bar",
 * "Oberträgerbeute" or "Ruche kenyane (top bar)".
 */
import type { FeedType, TreatmentProductId } from '@shared/domain/treatment-catalogue';
import type source from '@shared/i18n/catalogs/labels/en-US.json';
import { defineCatalog, useMessages, type Translate } from './catalog';
import { HIVE_HEALTH_NOT_INSPECTED, type HiveStatus, type HiveType, type QueenMarking } from '@shared/domain/hive';
import type { HealthLabel } from '@shared/rules/health';
import labelsFiles from 'virtual:catalog/labels';

type LabelKey = keyof typeof source;

export const labelMessages = defineCatalog<LabelKey>(labelsFiles);

const HEALTH_KEYS = {
  Excellent: 'health.excellent',
  Good: 'health.good',
  Fair: 'health.fair',
  Poor: 'health.poor',
  [HIVE_HEALTH_NOT_INSPECTED]: 'health.notInspected',
} as const satisfies Record<HealthLabel | typeof HIVE_HEALTH_NOT_INSPECTED, LabelKey>;

function labelsWith(t: Translate<LabelKey>) {
  return {
    hiveType: (type: HiveType) => t(`hiveType.${type}`),
    hiveStatus: (status: HiveStatus) => t(`hiveStatus.${status}`),
    queenMarking: (marking: QueenMarking) => t(`queenMarking.${marking}`),
    feedType: (feed: FeedType) => t(`feedType.${feed}`),
    /** A catalogue product's name: brands as they are sold, "Oxalsäure-Träufeln (Api-Bioxal)" where words describe it. */
    product: (product: TreatmentProductId) => t(`product.${product}`),
    /** A hive's health as the badges show it: a label of its latest inspection, or "Not inspected". */
    health: (status: string) => (status in HEALTH_KEYS ? t(HEALTH_KEYS[status as keyof typeof HEALTH_KEYS]) : status),
  };
}

/** The names of values in the language shown. */
export function useLabels() {
  return labelsWith(useMessages(labelMessages));
}
