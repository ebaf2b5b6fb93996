import { describe, expect, it } from 'vitest';
import { taskInputSchema } from '../schemas/task';
import { toCalendarDate } from './calendar';
import { seasonTaskTemplates, SWARM_CHECK_EVERY_DAYS } from './task-templates';

const LONDON = '51.5';
const WELLINGTON = '-41.3';

const SPRING = [
  'Spring build-up inspection',
  'Feed 1:1 syrup for build-up',
  'Swarm check',
  'Add honey supers',
  'Varroa count',
];
const SUMMER = [
  'Swarm check',
  'Add honey supers',
  'Harvest honey',
  'Varroa count',
  'Varroa treatment after the harvest',
];
const FALL = ['Varroa treatment', 'Feed 2:1 syrup', 'Varroa count', 'Check winter stores', 'Winter preparation'];
const WINTER = ['Heft for stores', 'Broodless oxalic acid treatment', 'Prepare equipment for spring'];

/** A local day, as the browser's "today" is. */
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);

describe('seasonTaskTemplates', () => {
  it.each([
    ['spring', 'north', day(2026, 4, 10), LONDON, SPRING, '2026-05-31'],
    ['spring', 'south', day(2026, 10, 10), WELLINGTON, SPRING, '2026-11-30'],
    ['summer', 'north', day(2026, 7, 10), LONDON, SUMMER, '2026-08-31'],
    ['summer', 'south', day(2027, 1, 10), WELLINGTON, SUMMER, '2027-02-28'],
    ['fall', 'north', day(2026, 10, 10), LONDON, FALL, '2026-11-30'],
    ['fall', 'south', day(2026, 4, 10), WELLINGTON, FALL, '2026-05-31'],
    ['winter', 'north', day(2027, 1, 10), LONDON, WINTER, '2027-02-28'],
    ['winter', 'south', day(2026, 7, 10), WELLINGTON, WINTER, '2026-08-31'],
  ])(
    'offers the %s tasks in the %s, due from today to the season end',
    (_season, _where, today, latitude, titles, end) => {
      const templates = seasonTaskTemplates(today, latitude);

      expect(templates.map((template) => template.title)).toEqual(titles);
      for (const template of templates) {
        expect(template.dueDate >= toCalendarDate(today)).toBe(true);
        expect(template.dueDate <= end).toBe(true);
      }
    },
  );

  it('uses the northern calendar for an apiary without a latitude', () => {
    expect(seasonTaskTemplates(day(2026, 4, 10), null).map((template) => template.title)).toEqual(SPRING);
  });

  it('dates each task from today, and none past the last day of the season', () => {
    const late = seasonTaskTemplates(day(2026, 11, 25), LONDON);
    expect(late.map((template) => [template.title, template.dueDate])).toEqual([
      ['Varroa treatment', '2026-11-28'],
      ['Feed 2:1 syrup', '2026-11-30'],
      ['Varroa count', '2026-11-30'],
      ['Check winter stores', '2026-11-30'],
      ['Winter preparation', '2026-11-30'],
    ]);
  });

  it('repeats the swarm check every 7 days from today, and the varroa count monthly', () => {
    const spring = seasonTaskTemplates(day(2026, 4, 10), LONDON);
    expect(spring.find((template) => template.key === 'swarm-check')).toMatchObject({
      dueDate: '2026-04-10',
      type: 'inspection',
      priority: 'high',
      repeat: 'every_n_days',
      repeatEveryDays: SWARM_CHECK_EVERY_DAYS,
    });
    expect(SWARM_CHECK_EVERY_DAYS).toBe(7);
    expect(spring.find((template) => template.key === 'varroa-check')).toMatchObject({
      repeat: 'monthly',
      repeatEveryDays: null,
    });
  });

  it("says the figures: fall feeding with 2:1 syrup, 40-60 lb winter stores, the season's varroa threshold", () => {
    const fall = seasonTaskTemplates(day(2026, 10, 10), LONDON);
    expect(fall.find((template) => template.key === 'fall-feeding')?.description).toContain('2:1 syrup');
    expect(fall.find((template) => template.key === 'winter-stores')?.description).toContain('40-60 lb');
    expect(fall.find((template) => template.key === 'varroa-check')?.description).toContain('treat at 2 or more');
    const summer = seasonTaskTemplates(day(2026, 7, 10), LONDON);
    expect(summer.find((template) => template.key === 'varroa-check')?.description).toContain('treat at 3 or more');
  });

  it("writes temperatures and weights in a metric beekeeper's units first", () => {
    const spring = seasonTaskTemplates(day(2026, 4, 10), LONDON, 'metric');
    expect(spring.find((template) => template.key === 'spring-build-up')?.description).toContain(
      'on a calm day above 10 °C (50 °F)',
    );
    const fall = seasonTaskTemplates(day(2026, 10, 10), LONDON, 'metric');
    expect(fall.find((template) => template.key === 'winter-stores')?.description).toContain('18-27 kg');
  });

  it('makes tasks the API accepts', () => {
    for (const month of [1, 4, 7, 10]) {
      for (const template of seasonTaskTemplates(day(2026, month, 10), LONDON)) {
        const { title, description, type, priority, dueDate, repeat, repeatEveryDays } = template;
        const task = { title, description, type, priority, dueDate, repeat, repeatEveryDays };
        expect(taskInputSchema.safeParse({ ...task, hiveId: null, apiaryId: null }).success).toBe(true);
      }
    }
  });
});
