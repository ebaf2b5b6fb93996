/**
 * The demo beekeeper's colony history (docs/features/colony-events.md, queens.md, winter-losses.md), dated around
 * the latest winter that is over (`lastWinterEndYear`, E): Amber, a bought queen, heads Golden Comb from E-2; in
 * May of E-1 a split of Golden Comb is given her daughter Ruby; a swarm from Buttercup is caught in June and united
 * into Meadow One in September; a colony bought in July dies in January of E, and Ruby's colony is lost to a
 * drone-laying queen in February. Going into that winter: 4 colonies at the Home Apiary (1 lost) and 2 at Clover
 * Meadow (1 lost); the winter before, the 4 colonies kept since E-2 all came through. The hives still alive are the
 * five of `apiaries.ts`.
 */
import { apiPath } from '../../../functions/api-path';
import { routes } from '../../../functions/routes';
import { markingColourOfYear } from '../../../shared/domain/colony';
import type { ColonyEvent, ColonyEventInput } from '../../../shared/schemas/colony-event';
import { lastWinterEndYear } from './demo-days';
import { demoIdOf, type DemoSeedContext } from './seeding-api';

/** The hives the demo data keeps since two springs before the latest winter that is over. */
export const COLONIES_KEPT_SINCE_E_MINUS_2 = ['Golden Comb', 'Buttercup', 'Lavender', 'Meadow One'] as const;

/** The day the demo's oldest colonies started: 1 May, two years before the latest winter over ended. */
export function demoColoniesStartedOn(): string {
  return `${String(lastWinterEndYear() - 2)}-05-01`;
}

export async function seedColonyHistory({ beekeeperApi, ids }: DemoSeedContext): Promise<void> {
  const end = lastWinterEndYear();
  const year = (offset: number) => String(end + offset);
  const idOf = (name: string) => demoIdOf(ids, name) as string;
  const record = async (event: ColonyEventInput) =>
    (await beekeeperApi(routes.createColonyEvent.method, apiPath(routes.createColonyEvent), event)) as ColonyEvent;
  const queenNamed = (event: ColonyEvent, name: string) => {
    const queen = event.queens.find((named) => named.name === name);
    if (!queen) throw new Error(`Demo data: the ${event.kind} named no queen ${name}`);
    return queen.id;
  };

  const requeen = await record({
    kind: 'requeen',
    date: `${year(-2)}-05-20`,
    hiveId: idOf('Golden Comb'),
    newQueen: {
      name: 'Amber',
      birthYear: end - 2,
      marking: markingColourOfYear(end - 2),
      origin: 'bought',
      clipped: true,
      notes: 'Buckfast breeder queen, gentle and productive.',
    },
    notes: 'Mated queen from Valley Bee Supply, introduced in a cage.',
  });
  const split = await record({
    kind: 'split',
    date: `${year(-1)}-05-14`,
    hiveId: idOf('Golden Comb'),
    newHiveName: 'Linden Nuc',
    framesMoved: 5,
    broodFramesMoved: 3,
    oldQueenTo: 'parent',
    newQueen: {
      name: 'Ruby',
      birthYear: end - 1,
      marking: markingColourOfYear(end - 1),
      origin: 'reared',
      motherQueenId: queenNamed(requeen, 'Amber'),
    },
    notes: 'Swarm prevention: queen cells from Amber grafted and mated in a mating nuc.',
  });
  await record({ kind: 'swarm_lost', date: `${year(-1)}-06-17`, hiveId: idOf('Buttercup') });
  const caught = await record({
    kind: 'swarm_caught',
    date: `${year(-1)}-06-18`,
    newHiveName: 'June Swarm',
    apiaryId: idOf('Clover Meadow'),
    fromHiveId: idOf('Buttercup'),
    notes: 'Caught from the hedge beside the Home Apiary.',
  });
  const bought = await record({
    kind: 'bought',
    date: `${year(-1)}-07-02`,
    newHiveName: 'Bramble',
    apiaryId: idOf('Clover Meadow'),
    seller: 'Valley Bee Supply',
    newQueen: { name: 'Bramble Queen', birthYear: end - 1, marking: markingColourOfYear(end - 1), origin: 'bought' },
  });
  await record({
    kind: 'combine',
    date: `${year(-1)}-09-12`,
    hiveId: idOf('Meadow One'),
    otherHiveId: caught.hiveId,
    reason: 'strengthen',
    keptQueen: 'this',
    notes: 'The swarm was too small to winter alone: united over newspaper.',
  });
  await record({
    kind: 'dead_out',
    date: `${year(0)}-01-22`,
    hiveId: bought.hiveId,
    cause: 'dead',
    notes: 'Cluster dead on empty comb; high mite fall in the autumn.',
  });
  await record({
    kind: 'dead_out',
    date: `${year(0)}-02-15`,
    hiveId: split.otherHiveId ?? '',
    cause: 'queen_problem',
    notes: 'Drone brood in worker cells: Ruby failed over winter and no eggs to raise another.',
  });
}
