import { describe, expect, it } from 'vitest';
import type { InspectionWarningCode } from '../domain/inspection-warnings';
import { inspectionWarnings, type InspectionFindings } from './inspection-warnings';

/** A calm July inspection: queen seen, eggs, no cells, stores and beetles fine, no disease, no varroa check. */
const calm: InspectionFindings = {
  inspectionDate: '2026-07-15',
  queenSeen: true,
  queenCells: false,
  eggsPresent: true,
  foodStores: 3,
  smallHiveBeetle: 1,
  diseases: [],
};

const codes = (findings: Partial<InspectionFindings>, latitude?: string) =>
  inspectionWarnings({ ...calm, ...findings }, { latitude }).map(({ code }) => code);

describe('inspectionWarnings', () => {
  it.each<[string, Partial<InspectionFindings>, InspectionWarningCode[]]>([
    ['a calm inspection', {}, []],
    ['no queen seen but eggs', { queenSeen: false }, []],
    ['queen seen but no eggs', { eggsPresent: false }, []],
    ['no queen seen and no eggs', { queenSeen: false, eggsPresent: false }, ['possibly_queenless']],
    ['queen cells', { queenCells: true }, ['queen_cells']],
    ['food stores 1', { foodStores: 1 }, ['low_stores']],
    ['food stores 2', { foodStores: 2 }, ['low_stores']],
    ['food stores 3', { foodStores: 3 }, []],
    ['small hive beetle 3', { smallHiveBeetle: 3 }, []],
    ['small hive beetle 4', { smallHiveBeetle: 4 }, ['small_hive_beetle']],
    ['small hive beetle 5', { smallHiveBeetle: 5 }, ['small_hive_beetle']],
    ['a disease', { diseases: ['Chalkbrood'] }, ['disease']],
    ['a blank disease', { diseases: ['  '] }, []],
    ['a wash below the watch band', { varroaMethod: 'alcohol_wash', varroaMites: 2 }, []],
    ['a wash in the watch band', { varroaMethod: 'alcohol_wash', varroaMites: 3 }, ['varroa_watch']],
    ['a wash at the threshold', { varroaMethod: 'alcohol_wash', varroaMites: 6 }, ['varroa_treat']],
    ['a board above 9 a day', { varroaMethod: 'sticky_board', varroaMites: 70, varroaBoardDays: 7 }, ['varroa_treat']],
    ['no varroa check', { varroaMethod: 'none', varroaMites: 50 }, []],
    [
      'everything at once, most serious first',
      {
        queenSeen: false,
        eggsPresent: false,
        queenCells: true,
        foodStores: 1,
        smallHiveBeetle: 5,
        diseases: ['Nosema'],
        varroaMethod: 'sugar_roll',
        varroaMites: 9,
      },
      ['possibly_queenless', 'varroa_treat', 'disease', 'queen_cells', 'low_stores', 'small_hive_beetle'],
    ],
  ])('%s raises %o', (_case, findings, expected) => {
    expect(codes(findings)).toEqual(expected);
  });

  it('reads the varroa threshold for the apiary’s hemisphere: 3 mites in 300 bees in July', () => {
    const wash = { varroaMethod: 'alcohol_wash', varroaMites: 3 } as const;
    expect(codes(wash, '52.2')).toEqual(['varroa_watch']); // northern peak, threshold 2
    expect(codes(wash, '-41.3')).toEqual(['varroa_treat']); // southern dormancy, threshold 1
  });

  it('gives each warning its label and severity, and says what raised it', () => {
    expect(
      inspectionWarnings({
        ...calm,
        diseases: ['Chalkbrood', ' Nosema '],
        varroaMethod: 'alcohol_wash',
        varroaMites: 7,
        varroaSampleBees: 300,
      }),
    ).toEqual([
      {
        code: 'varroa_treat',
        label: 'Varroa at treatment level',
        severity: 'danger',
        detail: '2.3 mites/100 bees',
        figure: { unit: 'per100Bees', value: 2.3333333333333335 },
      },
      { code: 'disease', label: 'Disease noted', severity: 'danger', detail: 'Chalkbrood, Nosema' },
    ]);
    expect(inspectionWarnings({ ...calm, queenCells: true })).toEqual([
      { code: 'queen_cells', label: 'Queen cells: swarm or supersedure', severity: 'caution' },
    ]);
  });
});
