import { addDays, addMonths, endOfMonth, isAfter } from 'date-fns';
import type { TaskRepeat } from '../domain/task-repeats';
import type { CalendarDate } from '../schemas/common';
import type { Season } from '../schemas/daily-tip';
import type { TaskPriority, TaskType } from '../schemas/task';
import { BEEKEEPING_FIGURES } from './beekeeping-figures';
import { toCalendarDate } from './calendar';
import { seasonAt } from './season';
import { formatTemperatureBothScales, formatWeightRange, type UnitSystem } from './units';
import { hemisphereOf, type Hemisphere } from './varroa';

/**
 * A task the season's checklist offers, dated within the season from today. Its title and description are the source
 * language's; the web app says them in the beekeeper's from its catalogue (`template.<key in camelCase>.title` and
 * `.description` of `catalogs/tasks`, with `values`), so each key names one text.
 */
export interface TaskTemplate {
  /** One text wherever it is offered: the checklist's boxes and the catalogue's messages go by it. */
  key: string;
  title: string;
  description: string;
  /** The figures its title and description name (`{threshold}`, `{days}`...), for the catalogue's messages. */
  values: Record<string, string | number>;
  type: TaskType;
  priority: TaskPriority;
  dueDate: CalendarDate;
  repeat: TaskRepeat;
  repeatEveryDays: number | null;
}

interface SeasonalTask extends Omit<TaskTemplate, 'dueDate' | 'repeat' | 'repeatEveryDays' | 'values'> {
  /** Days from today the task falls due, never past the season's last day. */
  inDays: number;
  repeat?: TaskRepeat;
  repeatEveryDays?: number;
  values?: TaskTemplate['values'];
}

const { winterStoresLbs, fallSyrupRatio, varroaThresholdPercent, minHiveOpeningTempF } = BEEKEEPING_FIGURES;

/**
 * Days between swarm checks: 7 to 10 (the Planning issue's figure). A colony usually swarms once its first queen
 * cells are sealed, about 8 days after the egg is laid (3 days egg, 5 days larva: Winston, *The Biology of the
 * Honey Bee*, 1987), so a look every 7 days finds the cells in time; 10 days only with a clipped queen.
 */
export const SWARM_CHECK_EVERY_DAYS = 7;

/**
 * A varroa count every month of the active season (Honey Bee Health Coalition, *Tools for Varroa Management*),
 * against the threshold of the season (spring and summer, and fall: the product spec's tip figures).
 */
const varroaCheck = (threshold: number): SeasonalTask => ({
  key: 'varroa-check',
  title: 'Varroa count',
  description: `Alcohol wash or sugar roll of about 300 bees from a brood frame (HBHC); treat at ${threshold} or more mites per 100 bees.`,
  values: { threshold },
  type: 'inspection',
  priority: 'medium',
  inDays: 7,
  repeat: 'monthly',
});

const swarmCheck: SeasonalTask = {
  key: 'swarm-check',
  title: 'Swarm check',
  description: `Look for queen cells every ${SWARM_CHECK_EVERY_DAYS} days in swarm season, and give room before the brood nest is crowded.`,
  type: 'inspection',
  priority: 'high',
  inDays: 0,
  repeat: 'every_n_days',
  repeatEveryDays: SWARM_CHECK_EVERY_DAYS,
  values: { days: SWARM_CHECK_EVERY_DAYS },
};

const openingTemperature = (units: UnitSystem) => formatTemperatureBothScales(minHiveOpeningTempF, units);
const winterStores = (units: UnitSystem) => formatWeightRange(winterStoresLbs.min, winterStoresLbs.max, units);

/**
 * The season's work, by the northern calendar's season (a southern apiary's months are shifted six), its
 * temperatures and weights in the beekeeper's units first.
 */
const seasonalTasks = (units: UnitSystem): Record<Season, readonly SeasonalTask[]> => ({
  spring: [
    {
      key: 'spring-build-up',
      title: 'Spring build-up inspection',
      description: `First full inspection on a calm day above ${openingTemperature(units)}: queen laying, brood pattern, stores and room to grow.`,
      values: { temperature: openingTemperature(units) },
      type: 'inspection',
      priority: 'high',
      inDays: 3,
    },
    {
      key: 'spring-feeding',
      // 1:1 in spring for build-up (the spec's tip figures, beekeeping-science notes).
      title: 'Feed 1:1 syrup for build-up',
      description: 'Light colonies get 1:1 syrup (sugar to water by weight) until the flow starts.',
      type: 'feeding',
      priority: 'medium',
      inDays: 5,
    },
    swarmCheck,
    {
      key: 'add-supers',
      title: 'Add honey supers',
      description: 'Add a super when the bees cover most of the brood box frames, before the flow starts.',
      type: 'maintenance',
      priority: 'medium',
      inDays: 21,
    },
    varroaCheck(varroaThresholdPercent.springSummer),
  ],
  summer: [
    swarmCheck,
    {
      key: 'add-supers-in-flow',
      title: 'Add honey supers',
      description: 'Keep a super ahead of the bees during the flow: add one when the top one is mostly drawn.',
      type: 'maintenance',
      priority: 'medium',
      inDays: 7,
    },
    {
      key: 'harvest',
      title: 'Harvest honey',
      description: 'Take off the capped frames of the supers and leave the colony its own stores in the brood box.',
      type: 'harvest',
      priority: 'medium',
      inDays: 30,
    },
    varroaCheck(varroaThresholdPercent.springSummer),
    {
      key: 'varroa-treatment-after-harvest',
      title: 'Varroa treatment after the harvest',
      description: 'Treat once the supers are off if the count calls for it, so the winter bees are raised mite-free.',
      type: 'treatment',
      priority: 'high',
      inDays: 45,
    },
  ],
  fall: [
    {
      key: 'varroa-treatment',
      title: 'Varroa treatment',
      description: `Treat at ${varroaThresholdPercent.fall} or more mites per 100 bees, then recount 10 to 14 days after the treatment ends (HBHC).`,
      values: { threshold: varroaThresholdPercent.fall },
      type: 'treatment',
      priority: 'high',
      inDays: 3,
    },
    {
      key: 'fall-feeding',
      title: `Feed ${fallSyrupRatio} syrup`,
      description: `Feed ${fallSyrupRatio} syrup (sugar to water by weight) while it is warm enough for the bees to store it.`,
      values: { ratio: fallSyrupRatio },
      type: 'feeding',
      priority: 'high',
      inDays: 7,
    },
    varroaCheck(varroaThresholdPercent.fall),
    {
      key: 'winter-stores',
      title: 'Check winter stores',
      description: `Heft the hive or count frames: a colony needs ${winterStores(units)} of capped stores for winter.`,
      values: { stores: winterStores(units) },
      type: 'inspection',
      priority: 'high',
      inDays: 21,
    },
    {
      key: 'winter-preparation',
      title: 'Winter preparation',
      description: 'Fit entrance reducers and mouse guards, tilt for drainage and secure the roof against wind.',
      type: 'maintenance',
      priority: 'medium',
      inDays: 30,
    },
  ],
  winter: [
    {
      key: 'heft-stores',
      title: 'Heft for stores',
      description: `Lift the back of the hive each month; a light hive is short of its ${winterStores(units)} and needs fondant.`,
      values: { stores: winterStores(units) },
      type: 'inspection',
      priority: 'medium',
      inDays: 7,
      repeat: 'monthly',
    },
    {
      key: 'broodless-treatment',
      // Oxalic acid kills only mites outside capped brood (EU SPC; beekeeping-science notes).
      title: 'Broodless oxalic acid treatment',
      description:
        'Oxalic acid works best while the colony is broodless, as it reaches only mites outside capped brood.',
      type: 'treatment',
      priority: 'medium',
      inDays: 14,
    },
    {
      key: 'equipment',
      title: 'Prepare equipment for spring',
      description: 'Clean and repair boxes and frames, and make up foundation for the swarm season.',
      type: 'maintenance',
      priority: 'low',
      inDays: 30,
    },
  ],
});

/** The last day of the season `today` is in: the end of the last month that is still that season. */
function lastDayOfSeason(today: Date, hemisphere: Hemisphere): Date {
  const season = seasonAt(today, hemisphere);
  let lastMonth = today;
  while (seasonAt(addMonths(lastMonth, 1), hemisphere) === season) lastMonth = addMonths(lastMonth, 1);
  return endOfMonth(lastMonth);
}

/**
 * The tasks the season of `today` calls for at an apiary at `latitude` (the southern hemisphere's seasons are
 * six months on; without a latitude the northern calendar applies), each due within the season from today.
 */
export function seasonTaskTemplates(
  today: Date,
  latitude: string | number | null | undefined,
  units: UnitSystem = 'imperial',
): TaskTemplate[] {
  const hemisphere = hemisphereOf(latitude);
  const seasonEnd = lastDayOfSeason(today, hemisphere);
  return seasonalTasks(units)[seasonAt(today, hemisphere)].map(
    ({ inDays, repeat, repeatEveryDays, values, ...task }) => {
      const due = addDays(today, inDays);
      return {
        ...task,
        dueDate: toCalendarDate(isAfter(due, seasonEnd) ? seasonEnd : due),
        repeat: repeat ?? 'none',
        repeatEveryDays: repeatEveryDays ?? null,
        values: values ?? {},
      };
    },
  );
}
