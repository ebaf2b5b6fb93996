/** Two summers of demo harvests: honey in lbs, kg and jars, and wax. */
import type { ProductionInput } from '../../../shared/schemas/production';
import { apiPath } from '../../../functions/api-path';
import { routes } from '../../../functions/routes';
import { dayOf } from './demo-days';
import type { DemoSeedContext } from './seeding-api';

/**
 * The demo beekeeper's harvests by hive name: the latest summer's on the latest past `MM-DD`, and the summer before's
 * (`yearBefore`), so the summary compares two seasons whenever the stack starts.
 */
type DemoHarvest = Omit<ProductionInput, 'hiveId' | 'harvestDate'> & { lastOn: string; yearBefore?: true };

const DEMO_HARVESTS: Record<string, DemoHarvest[]> = {
  'Golden Comb': [
    { lastOn: '07-20', productType: 'honey', quantity: 62, unit: 'lbs', quality: 'premium' },
    { lastOn: '09-02', productType: 'honey', quantity: 28.5, unit: 'lbs', quality: 'grade_a' },
    { lastOn: '09-02', productType: 'wax', quantity: 2.5, unit: 'lbs', notes: 'Cappings from the extraction.' },
    { lastOn: '07-25', yearBefore: true, productType: 'honey', quantity: 55, unit: 'lbs', quality: 'grade_a' },
  ],
  Buttercup: [
    { lastOn: '08-10', productType: 'honey', quantity: 18, unit: 'kg', quality: 'premium' },
    { lastOn: '08-12', yearBefore: true, productType: 'honey', quantity: 15, unit: 'kg' },
  ],
  Lavender: [
    {
      lastOn: '08-24',
      productType: 'honey',
      quantity: 24,
      unit: 'jars',
      notes: 'Lavender honey, jarred straight from the frames.',
    },
  ],
  'Meadow One': [
    { lastOn: '07-05', productType: 'honey', quantity: 40, unit: 'lbs', quality: 'grade_a' },
    { lastOn: '07-05', productType: 'wax', quantity: 1.2, unit: 'kg' },
    { lastOn: '07-08', yearBefore: true, productType: 'honey', quantity: 36, unit: 'lbs', quality: 'grade_b' },
  ],
};

/** The demo harvests, recorded one by one as the production form records them. */
export async function seedHarvests({ beekeeperApi: api, ids }: DemoSeedContext): Promise<void> {
  for (const [hiveName, harvests] of Object.entries(DEMO_HARVESTS)) {
    const hiveId = ids.get(hiveName);
    if (hiveId === undefined) throw new Error(`Demo data: a harvest names "${hiveName}", which is no demo hive`);
    for (const { lastOn, yearBefore, ...harvest } of harvests) {
      const latest = dayOf({ lastOn });
      const harvestDate = yearBefore ? `${Number(latest.slice(0, 4)) - 1}${latest.slice(4)}` : latest;
      await api(routes.createProduction.method, apiPath(routes.createProduction), { ...harvest, hiveId, harvestDate });
    }
  }
}
