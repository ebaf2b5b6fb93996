import { describe, expect, it } from 'vitest';
import type { VarroaCheck, VarroaFigure } from '../domain/varroa';
import {
  colonyPhase,
  estimatedColonyMites,
  hemisphereOf,
  mitesPer100Bees,
  mitesPerDay,
  monthOfCalendarDate,
  varroaFigure,
  varroaLevel,
  varroaThresholdPer100Bees,
} from './varroa';

describe('mitesPer100Bees', () => {
  it.each([
    [9, undefined, 3], // the usual 300-bee sample: mites / 3
    [0, undefined, 0],
    [6, 200, 3],
    [1, 300, 1 / 3],
  ])('%i mites in a sample of %s bees is %d per 100', (mites, sampleBees, expected) => {
    expect(mitesPer100Bees(mites, sampleBees)).toBeCloseTo(expected);
  });
});

describe('mitesPerDay', () => {
  it.each([
    [21, 7, 3],
    [10, 4, 2.5],
    [0, 3, 0],
  ])('%i mites over %i days is %d a day', (mites, days, expected) => {
    expect(mitesPerDay(mites, days)).toBe(expected);
  });
});

describe('varroaFigure', () => {
  it.each<[VarroaCheck, VarroaFigure | null]>([
    [
      { varroaMethod: 'alcohol_wash', varroaMites: 6, varroaSampleBees: 300 },
      { unit: 'per100Bees', value: 2 },
    ],
    [
      { varroaMethod: 'sugar_roll', varroaMites: 3, varroaSampleBees: null },
      { unit: 'per100Bees', value: 1 },
    ],
    [
      { varroaMethod: 'sugar_roll', varroaMites: 4, varroaSampleBees: 200 },
      { unit: 'per100Bees', value: 2 },
    ],
    // a board counts per day; sample bees don't apply to it
    [
      { varroaMethod: 'sticky_board', varroaMites: 14, varroaBoardDays: 7, varroaSampleBees: 300 },
      { unit: 'perDay', value: 2 },
    ],
    [{ varroaMethod: 'sticky_board', varroaMites: 14, varroaBoardDays: null }, null],
    [{ varroaMethod: 'sticky_board', varroaMites: 14, varroaBoardDays: 0 }, null],
    [{ varroaMethod: 'alcohol_wash', varroaMites: 6, varroaSampleBees: 0 }, null],
    [{ varroaMethod: 'alcohol_wash', varroaMites: null }, null],
    [{ varroaMethod: 'none', varroaMites: 5 }, null],
    [{}, null],
  ])('reads %o as %o', (check, figure) => {
    expect(varroaFigure(check)).toEqual(figure);
  });
});

describe('hemisphereOf', () => {
  it.each([
    ['51.5072', 'northern'],
    ['-33.8688', 'southern'],
    [-41.29, 'southern'],
    [0, 'northern'],
    ['', 'northern'],
    ['abc', 'northern'],
    [null, 'northern'],
    [undefined, 'northern'],
  ])('latitude %o is %s', (latitude, hemisphere) => {
    expect(hemisphereOf(latitude)).toBe(hemisphere);
  });
});

describe('colonyPhase', () => {
  it.each([
    [1, 'northern', 'dormancy'],
    [2, 'northern', 'dormancy'],
    [3, 'northern', 'population_increase'],
    [5, 'northern', 'population_increase'],
    [6, 'northern', 'peak_population'],
    [8, 'northern', 'peak_population'],
    [9, 'northern', 'population_decrease'],
    [10, 'northern', 'population_decrease'],
    [11, 'northern', 'dormancy'],
    [12, 'northern', 'dormancy'],
    // southern hemisphere: six months on
    [7, 'southern', 'dormancy'],
    [9, 'southern', 'population_increase'],
    [12, 'southern', 'peak_population'],
    [1, 'southern', 'peak_population'],
    [3, 'southern', 'population_decrease'],
    [5, 'southern', 'dormancy'],
  ] as const)('month %i in the %s hemisphere is %s', (month, hemisphere, phase) => {
    expect(colonyPhase(month, hemisphere)).toBe(phase);
  });
});

describe('estimatedColonyMites (NBU conversion)', () => {
  it.each([
    [2, 1, 'northern', 800], // x400 November-February
    [2, 11, 'northern', 800],
    [2, 3, 'northern', 200], // x100 March-April
    [2, 10, 'northern', 200], // x100 September-October
    [2, 5, 'northern', 60], // x30 May-August
    [2, 8, 'northern', 60],
    [2, 7, 'southern', 800], // July in the south is January in the north
    [2, 1, 'southern', 60],
    [0.5, 4, 'northern', 50],
  ] as const)('%d a day in month %i (%s) is about %i mites', (drop, month, hemisphere, mites) => {
    expect(estimatedColonyMites(drop, month, hemisphere)).toBe(mites);
  });
});

describe('varroaThresholdPer100Bees', () => {
  it.each([
    [1, {}, 1],
    [4, {}, 1],
    [7, {}, 2],
    [10, {}, 2],
    [7, { latitude: '-37.81' }, 1], // southern winter
    [1, { latitude: '-37.81' }, 2], // southern summer
    [2, { region: 'us_mississippi' }, 1],
    [7, { region: 'us_mississippi' }, 3],
  ] as const)('month %i with %o is %i per 100 bees', (month, context, threshold) => {
    expect(varroaThresholdPer100Bees(month, context)).toBe(threshold);
  });
});

describe('varroaLevel', () => {
  const wash = (value: number): VarroaFigure => ({ unit: 'per100Bees', value });
  const board = (value: number): VarroaFigure => ({ unit: 'perDay', value });

  it.each([
    // summer threshold 2: watch from 1
    [wash(0.9), 7, {}, 'ok'],
    [wash(1), 7, {}, 'watch'],
    [wash(1.9), 7, {}, 'watch'],
    [wash(2), 7, {}, 'treat'],
    // spring threshold 1: watch from 0.5
    [wash(0.4), 4, {}, 'ok'],
    [wash(0.5), 4, {}, 'watch'],
    [wash(1), 4, {}, 'treat'],
    // the same count in July is a southern winter
    [wash(1), 7, { latitude: -33.9 }, 'treat'],
    [wash(2.5), 7, { region: 'us_mississippi' }, 'watch'],
    // boards: colony estimate against 1,000 mites (watch from 500), or more than 9 a day
    [board(1), 1, {}, 'ok'], // 400 mites
    [board(1.25), 1, {}, 'watch'], // 500 mites
    [board(2.5), 1, {}, 'treat'], // 1,000 mites
    [board(5), 4, {}, 'watch'], // 500 mites
    [board(10), 4, {}, 'treat'], // 1,000 mites, and above 9 a day
    [board(4), 7, {}, 'ok'], // 120 mites, below half of 9 a day
    [board(4.5), 7, {}, 'watch'], // half of the severe line
    [board(9), 7, {}, 'watch'], // 270 mites; 9 a day is not yet above 9
    [board(9.5), 7, {}, 'treat'], // above 9 a day at any time of year
    [board(2.5), 7, { latitude: '-45' }, 'treat'], // July in the south converts x400
  ] as const)('%o in month %i with %o is %s', (figure, month, context, level) => {
    expect(varroaLevel(figure, month, context)).toBe(level);
  });
});

describe('monthOfCalendarDate', () => {
  it('reads the month of a YYYY-MM-DD date', () => {
    expect(monthOfCalendarDate('2026-11-23')).toBe(11);
    expect(monthOfCalendarDate('2026-02-01')).toBe(2);
  });
});
