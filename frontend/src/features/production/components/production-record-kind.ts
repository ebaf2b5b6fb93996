import { recordKind } from '@/lib/record-kind';

/**
 * Harvests in the record-screen kit: Create Harvest, Update Harvest, Edit Harvest, and the `TOASTS.production*`
 * texts. Apart from the labels, so the dashboard's Record Harvest carries no more than its button.
 */
export const PRODUCTION_RECORD = recordKind('production');
