import type { DailyTip, TipSeason } from '../schemas/daily-tip';
import { BEEKEEPING_FIGURES } from './beekeeping-figures';
import { seasonAt } from './season';
import { formatTemperatureBothScales, formatWeightRange, type UnitSystem } from './units';
import { northernMonth, type Hemisphere } from './varroa';
import { DAY_MS } from '../domain/durations';

const { winterStoresLbs, fallSyrupRatio, varroaThresholdPercent, minHiveOpeningTempF } = BEEKEEPING_FIGURES;

/** The figures the tips state, in the beekeeper's units first: the same in the English here and in every catalogue. */
export function dailyTipFigures(units: UnitSystem) {
  return {
    temperature: formatTemperatureBothScales(minHiveOpeningTempF, units),
    springThreshold: varroaThresholdPercent.springSummer,
    fallThreshold: varroaThresholdPercent.fall,
    ratio: fallSyrupRatio,
    stores: formatWeightRange(winterStoresLbs.min, winterStoresLbs.max, units),
  };
}

/**
 * HiveKeeper's 10 built-in daily tips, their temperatures and weights in the beekeeper's units first: the English the
 * server's content draws on. The app shows each in the beekeeper's language from the daily-tip catalogue, by its id.
 */
export function dailyTips(units: UnitSystem): readonly DailyTip[] {
  const { temperature, springThreshold, fallThreshold, ratio, stores } = dailyTipFigures(units);
  return [
    {
      id: 'coldHives',
      title: 'Keep hives closed in the cold',
      tip: `Don't open a hive below ${temperature}. The brood chills quickly and the bees struggle to warm it again; wait for a calm, sunny day.`,
      season: 'all',
    },
    {
      id: 'writeInspections',
      title: 'Write down every inspection',
      tip: 'Note the queen, eggs, brood pattern, temperament and stores each time you open a hive. Trends over several visits tell you more than any single look.',
      season: 'all',
    },
    {
      id: 'springMites',
      title: 'Count mites in spring',
      tip: `Test with an alcohol wash or sugar roll of about 300 bees (half a cup) from a brood frame. In spring and summer, treat when you find more than ${springThreshold} mites per 100 bees (${springThreshold}%).`,
      season: 'spring',
    },
    {
      id: 'swarmCells',
      title: 'Watch for swarm cells',
      tip: 'Queen cells along the bottom edges of frames mean the colony is preparing to swarm. Give the bees room with another box before the brood nest gets crowded.',
      season: 'spring',
    },
    {
      id: 'superAhead',
      title: 'Super ahead of the flow',
      tip: 'Add a honey super when the bees cover about 7 of the 10 frames in the top box. A crowded hive during the nectar flow is a hive ready to swarm.',
      season: 'summer',
    },
    {
      id: 'afterHarvest',
      title: 'Test for mites after the harvest',
      tip: 'Mite numbers peak in late summer while the colony shrinks. Test as soon as the honey supers are off and treat promptly, so the winter bees are raised healthy.',
      season: 'late_summer',
    },
    {
      id: 'fallThreshold',
      title: 'Lower your mite threshold in fall',
      tip: `In fall, treat above ${fallThreshold} mites per 100 bees (${fallThreshold}%). The colony is raising the long-lived winter bees and can't afford a heavy mite load.`,
      season: 'fall',
    },
    {
      id: 'fallSyrup',
      title: 'Feed thick syrup in early fall',
      tip: `If stores are short, feed ${ratio} sugar syrup (two parts sugar to one part water by weight) early in the fall, while it is still warm enough for the bees to store and cap it.`,
      season: 'fall',
    },
    {
      id: 'winterStores',
      title: 'Check winter stores',
      tip: `A colony needs about ${stores} of honey to get through winter, depending on your climate. Heft the back of the hive; if it feels light, add fondant or sugar bricks on a mild day.`,
      season: 'winter',
    },
    {
      id: 'clearEntrance',
      title: 'Keep the entrance clear',
      tip: 'After snow or a cold snap, clear dead bees and snow from the entrance so the hive stays ventilated and the bees can take cleansing flights on warm days.',
      season: 'winter',
    },
  ];
}

/** The tips in imperial: what content written for every reader (the marketing templates) draws on. */
export const DAILY_TIPS = dailyTips('imperial');

/** Northern-calendar month (1 = January) whose tips include the late-summer ones: the last month of summer. */
const LATE_SUMMER_MONTH = 8;

/** The tip seasons that apply on a day in a hemisphere: 'all', its season, and 'late_summer' in its August. */
export function tipSeasonsOn(moment: Date, hemisphere: Hemisphere): TipSeason[] {
  const seasons: TipSeason[] = ['all', seasonAt(moment, hemisphere)];
  if (northernMonth(moment.getMonth() + 1, hemisphere) === LATE_SUMMER_MONTH) seasons.push('late_summer');
  return seasons;
}

/** Days from 1970-01-01 to the local calendar day of `moment`: the same number all day long, one more tomorrow. */
function dayNumber(moment: Date): number {
  return Math.round(Date.UTC(moment.getFullYear(), moment.getMonth(), moment.getDate()) / DAY_MS);
}

/**
 * The tip of the day (the beekeeper's local day) for their hemisphere: one of the tips of the day's seasons, taken
 * in turn by day number, so it stays the same all day and the next day brings the next one.
 */
export function dailyTipOn(
  today: Date,
  hemisphere: Hemisphere,
  tips: readonly DailyTip[] = DAILY_TIPS,
): DailyTip | undefined {
  const seasons = tipSeasonsOn(today, hemisphere);
  const candidates = tips.filter((tip) => seasons.includes(tip.season));
  return candidates[dayNumber(today) % candidates.length];
}
