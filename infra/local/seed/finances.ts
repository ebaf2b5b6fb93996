/**
 * The demo books of this year and last: honey and wax sales, equipment, feed and treatment costs, some of a hive or
 * an apiary, some shared.
 */
import type { FinancialRecordInput } from '../../../shared/schemas/finance';
import { apiPath } from '../../../functions/api-path';
import { routes } from '../../../functions/routes';
import { dayOf, type DemoDay } from './demo-days';
import { demoIdOf, type DemoSeedContext } from './seeding-api';

/** A demo transaction, linked by name to a demo hive or apiary, or to neither (a cost shared by the whole operation). */
type DemoFinance = Omit<FinancialRecordInput, 'transactionDate' | 'hiveId' | 'apiaryId'> & {
  on: DemoDay;
  hive?: string;
  apiary?: string;
};

/** The demo books: this season's and last season's sales and costs. */
const DEMO_FINANCES: DemoFinance[] = [
  {
    type: 'expense',
    category: 'equipment',
    amount: '189.00',
    description: 'Hive bodies and frames',
    on: { daysAgo: 0 },
  },
  { type: 'expense', category: 'equipment', amount: '640.00', description: 'Honey extractor', on: { lastOn: '06-10' } },
  {
    type: 'income',
    category: 'honey_sales',
    amount: '480.00',
    description: 'Farmers market, 40 jars',
    on: { lastOn: '08-20' },
    hive: 'Golden Comb',
  },
  {
    type: 'income',
    category: 'honey_sales',
    amount: '1250.00',
    description: 'Meadow honey to the co-op',
    on: { lastOn: '09-05' },
    apiary: 'Clover Meadow',
  },
  { type: 'income', category: 'wax_sales', amount: '85.50', description: 'Beeswax blocks', on: { lastOn: '10-01' } },
  {
    type: 'expense',
    category: 'feed',
    amount: '42.75',
    description: 'Sugar for fall syrup',
    on: { lastOn: '09-20' },
    hive: 'Golden Comb',
  },
  {
    type: 'expense',
    category: 'medication',
    amount: '24.99',
    description: 'Apivar strips',
    on: { lastOn: '08-25' },
    hive: 'Buttercup',
  },
  {
    type: 'income',
    category: 'honey_sales',
    amount: '395.00',
    description: 'Farmers market, 33 jars',
    on: { lastYearOn: '08-22' },
  },
  { type: 'income', category: 'wax_sales', amount: '60.00', description: 'Candle maker', on: { lastYearOn: '10-12' } },
  {
    type: 'expense',
    category: 'feed',
    amount: '36.00',
    description: 'Winter fondant',
    on: { lastYearOn: '11-15' },
    apiary: 'Home Apiary',
  },
  {
    type: 'expense',
    category: 'equipment',
    amount: '78.40',
    description: 'Smoker and veil',
    on: { lastYearOn: '04-02' },
  },
  {
    type: 'expense',
    category: 'medication',
    amount: '31.50',
    description: 'Oxalic acid',
    on: { lastYearOn: '12-10' },
    hive: 'Meadow One',
  },
];

/** The demo books, recorded one by one as the finance form records them. */
export async function seedFinances({ beekeeperApi: api, ids }: DemoSeedContext): Promise<void> {
  for (const { on, hive, apiary, ...finance } of DEMO_FINANCES) {
    await api(routes.createFinance.method, apiPath(routes.createFinance), {
      ...finance,
      transactionDate: dayOf(on),
      hiveId: demoIdOf(ids, hive),
      apiaryId: demoIdOf(ids, apiary),
    });
  }
}
