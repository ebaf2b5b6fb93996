import words from '../i18n/catalogs/winter-losses/en-US.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import type { ColonyEndReason } from '../domain/colony';
import {
  figuresOf,
  lossRatePercent,
  winterLabel,
  winterLosses,
  winterLossesCsv,
  type WinterLossesCsvWords,
  winterWindow,
  type ColonyLife,
  type WinterApiary,
} from './winter-losses';

/** The CSV's words as the screen gives them in American English (its catalogue's source). */
const ENGLISH_CSV: WinterLossesCsvWords = {
  columns: [
    words['columns.winter'],
    words['columns.apiary'],
    words['columns.coloniesIntoWinter'],
    words['columns.lostDead'],
    words['columns.lostQueen'],
    words['columns.lostDisaster'],
    words['columns.totalLost'],
    words['columns.lossRate'],
    words['columns.united'],
    words['columns.sold'],
    words['columns.added'],
  ],
  allApiaries: words.allApiaries,
};

const HOME = 'home';
const life = (startedOn: string, endedOn: string | null = null, endReason: ColonyEndReason | null = null) =>
  ({ apiaryId: HOME, startedOn, endedOn, endReason }) satisfies ColonyLife;

const home: WinterApiary = { id: HOME, name: 'Home yard', latitude: '51.5' };

describe('the winter window', () => {
  it.each([
    [2026, 'northern', '2025-10-01', '2026-04-01', '2025/26'],
    [2026, 'southern', '2026-04-01', '2026-10-01', '2026'],
  ] as const)('of the winter ending in %i, %s: %s to %s, named %s', (year, hemisphere, from, to, label) => {
    expect(winterWindow(year, hemisphere)).toEqual({ from, to });
    expect(winterLabel(year, hemisphere)).toBe(label);
  });
});

describe('the loss rate', () => {
  it.each([
    [1, 3, 33.3],
    [2, 3, 66.7],
    [0, 12, 0],
    [5, 5, 100],
    [0, 0, null],
  ])('%i lost of %i going into winter is %s %', (lost, into, rate) => {
    expect(lossRatePercent(lost, into)).toBe(rate);
  });
});

describe("one winter's figures (northern, 1 October 2025 to 1 April 2026)", () => {
  const from = '2025-10-01';
  const to = '2026-04-01';
  it.each([
    ['alive all winter', life('2025-05-01'), { coloniesIntoWinter: 1, totalLost: 0 }],
    ['dead in February', life('2025-05-01', '2026-02-10', 'dead'), { coloniesIntoWinter: 1, totalLost: 1 }],
    ['dead on the first day', life('2025-05-01', '2025-10-01', 'dead'), { coloniesIntoWinter: 1, totalLost: 1 }],
    [
      'dead on 1 April, after winter',
      life('2025-05-01', '2026-04-01', 'dead'),
      { coloniesIntoWinter: 1, totalLost: 0 },
    ],
    ['dead in September, before winter', life('2025-05-01', '2025-09-30', 'dead'), { coloniesIntoWinter: 0 }],
    ['an unsolved queen problem', life('2025-05-01', '2025-12-01', 'queen_problem'), { totalLost: 1 }],
    ['stolen', life('2025-05-01', '2026-01-05', 'disaster'), { coloniesIntoWinter: 1, totalLost: 1 }],
    ['united into another', life('2025-05-01', '2025-11-01', 'combined'), { coloniesIntoWinter: 0, united: 1 }],
    ['sold in winter', life('2025-05-01', '2026-03-01', 'sold'), { coloniesIntoWinter: 0, sold: 1 }],
    ['split in March', life('2026-03-15'), { coloniesIntoWinter: 0, addedDuringWinter: 1 }],
    ['started on the first day', life('2025-10-01'), { coloniesIntoWinter: 0, addedDuringWinter: 1 }],
    ['bought and dead in winter', life('2025-11-01', '2026-01-01', 'dead'), { totalLost: 0, addedDuringWinter: 1 }],
    ['started after winter', life('2026-05-01'), { coloniesIntoWinter: 0, addedDuringWinter: 0 }],
    ['ended without a reason', life('2025-05-01', '2026-01-01'), { coloniesIntoWinter: 0, totalLost: 0 }],
  ])('a colony %s', (_name, colony, expected) => {
    expect(figuresOf([colony], from, to)).toMatchObject(expected);
  });

  it('counts a pair united in winter as one colony going into winter, and one lost after as a loss of one', () => {
    const kept = life('2025-04-01', '2026-02-01', 'dead');
    const absorbed = life('2025-06-01', '2025-11-15', 'combined');
    const queenless = life('2025-06-01', '2025-11-15', 'queen_problem');
    expect(figuresOf([kept, absorbed, life('2024-05-01')], from, to)).toMatchObject({
      coloniesIntoWinter: 2,
      totalLost: 1,
      united: 1,
      lossRatePercent: 50,
    });
    // United because she had a queen problem: the absorbed colony is a loss of that cause.
    expect(figuresOf([life('2025-04-01'), queenless], from, to)).toMatchObject({
      coloniesIntoWinter: 2,
      lost: { dead: 0, queen_problem: 1, disaster: 0 },
      totalLost: 1,
      united: 0,
      lossRatePercent: 50,
    });
  });

  it('breaks the losses down by cause, as the survey asks', () => {
    const colonies = [
      life('2025-05-01', '2025-12-01', 'dead'),
      life('2025-05-01', '2026-01-01', 'dead'),
      life('2025-05-01', '2026-02-01', 'queen_problem'),
      life('2025-05-01', '2026-03-01', 'disaster'),
      life('2025-05-01', '2026-03-02', 'sold'),
      life('2025-05-01'),
      life('2025-05-01'),
    ];
    expect(figuresOf(colonies, from, to)).toEqual({
      coloniesIntoWinter: 6,
      lost: { dead: 2, queen_problem: 1, disaster: 1 },
      totalLost: 4,
      lossRatePercent: 66.7,
      united: 0,
      sold: 1,
      addedDuringWinter: 0,
    });
  });
});

describe('winters per apiary and in total', () => {
  const south: WinterApiary = { id: 'south', name: 'Karoo', latitude: '-33.9' };
  const unlocated: WinterApiary = { id: 'hill', name: 'Hill', latitude: null };

  it('answers every winter begun by today, newest first, with a row per apiary by its hemisphere and a total', () => {
    const lives: ColonyLife[] = [
      life('2024-05-01', '2025-01-10', 'dead'),
      life('2024-05-01'),
      life('2025-06-01'),
      { apiaryId: 'south', startedOn: '2025-01-01', endedOn: '2025-07-01', endReason: 'dead' },
      { apiaryId: 'south', startedOn: '2025-01-01', endedOn: null, endReason: null },
      { apiaryId: 'hill', startedOn: '2025-09-01', endedOn: null, endReason: null },
    ];
    const winters = winterLosses(lives, [home, south, unlocated], '2025-11-20');
    expect(winters.map(({ year, label, inProgress }) => [year, label, inProgress])).toEqual([
      [2026, '2025/26', true],
      [2025, '2024/25 · 2025', false],
    ]);
    const [current, last] = winters;
    expect(
      current?.apiaries.map(({ apiaryName, coloniesIntoWinter, hemisphere, located }) => ({
        apiaryName,
        coloniesIntoWinter,
        hemisphere,
        located,
      })),
    ).toEqual([
      { apiaryName: 'Home yard', coloniesIntoWinter: 2, hemisphere: 'northern', located: true },
      { apiaryName: 'Hill', coloniesIntoWinter: 1, hemisphere: 'northern', located: false },
    ]);
    expect(current?.total).toMatchObject({ coloniesIntoWinter: 3, totalLost: 0, lossRatePercent: 0 });
    expect(
      last?.apiaries.map(({ apiaryName, from, to, coloniesIntoWinter, totalLost }) => ({
        apiaryName,
        from,
        to,
        coloniesIntoWinter,
        totalLost,
      })),
    ).toEqual([
      { apiaryName: 'Home yard', from: '2024-10-01', to: '2025-04-01', coloniesIntoWinter: 2, totalLost: 1 },
      { apiaryName: 'Karoo', from: '2025-04-01', to: '2025-10-01', coloniesIntoWinter: 2, totalLost: 1 },
    ]);
    expect(last?.total).toMatchObject({ coloniesIntoWinter: 4, totalLost: 2, lossRatePercent: 50 });
  });

  it("names a removed apiary's colonies, and answers no winter without colonies", () => {
    expect(winterLosses([], [home], '2026-01-01')).toEqual([]);
    const [winter] = winterLosses([{ ...life('2025-05-01'), apiaryId: 'gone' }], [home], '2026-01-01');
    expect(winter?.apiaries[0]).toMatchObject({ apiaryName: 'Removed apiary', hemisphere: 'northern' });
  });
});

describe('the COLOSS export', () => {
  it("writes each winter's apiaries and total in the survey's terms", () => {
    const lives = [
      life('2024-05-01', '2025-01-10', 'dead'),
      life('2024-05-01', '2025-02-10', 'queen_problem'),
      life('2024-05-01', '2024-12-01', 'combined'),
      life('2024-05-01'),
      life('2025-02-01'),
      { apiaryId: 'other', startedOn: '2024-04-01', endedOn: '2024-11-01', endReason: 'sold' as const },
      { apiaryId: 'other', startedOn: '2024-04-01', endedOn: null, endReason: null },
    ];
    const apiaries = [home, { id: 'other', name: '=Smith, "North"', latitude: null }];
    expect(winterLossesCsv(winterLosses(lives, apiaries, '2025-06-01'), ENGLISH_CSV)).toBe(
      [
        'Winter,Apiary,Colonies going into winter,Lost: dead or too weak,Lost: unsolvable queen problems,Lost: natural disaster,Total lost,Loss rate %,United,Sold,Added during winter',
        '2024/25,Home yard,3,1,1,0,2,66.7,1,0,1',
        `2024/25,"'=Smith, ""North""",1,0,0,0,0,0.0,0,1,0`,
        '2024/25,All apiaries,4,1,1,0,2,50.0,1,1,1',
        '',
      ].join('\r\n'),
    );
  });

  it('leaves the rate blank when no colony went into winter', () => {
    const csv = winterLossesCsv(winterLosses([life('2025-11-01')], [home], '2026-01-01'), ENGLISH_CSV);
    expect(csv.split('\r\n')[1]).toBe('2025/26,Home yard,0,0,0,0,0,,0,0,1');
  });
});
