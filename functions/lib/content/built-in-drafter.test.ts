import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../shared/i18n/locales';
import { hiveInspectionDraftSchema, type HiveInspectionDraft } from '../../../shared/schemas/inspection-draft';
import { createBuiltInDrafter } from './built-in-drafter';
import type { DraftableHive } from './inspection-drafter';

const drafter = createBuiltInDrafter();
const CLOVER: DraftableHive = { id: 'hive-clover', name: 'Clover' };
const APIARY: DraftableHive[] = [CLOVER, { id: 'hive-linden', name: 'Linden' }];

/** The drafts of a transcript, checked as the route checks them: valid, and every evidence the beekeeper's words. */
async function drafts(transcript: string, locale: Locale = 'en-US', hives = APIARY): Promise<HiveInspectionDraft[]> {
  const answer = await drafter.draftInspections({ transcript, hives, locale, units: 'metric' });
  for (const draft of answer) {
    expect(hiveInspectionDraftSchema.parse(draft)).toEqual(draft);
    for (const field of Object.values(draft.fields)) expect(transcript).toContain(field.evidence);
  }
  return answer;
}

/** The values of one draft's fields, without their evidence. */
function values(draft: HiveInspectionDraft | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(draft?.fields ?? {}).map(([name, field]) => [name, field.value]));
}

describe('the built-in parser', () => {
  it('says it is the built-in parser', () => {
    expect(drafter.name).toBe('built-in');
  });

  it('gives each hive named its own draft, in the order spoken, whatever the case and accents', async () => {
    const answer = await drafts('LINDEN: saw the queen. Hive clover, no eggs. Back to linden, eggs everywhere.');
    expect(answer.map(({ hiveId }) => hiveId)).toEqual(['hive-linden', 'hive-clover']);
    expect(values(answer[0])).toEqual({ queenSeen: true, eggsPresent: true });
    expect(values(answer[1])).toEqual({ eggsPresent: false });
    const accented = await drafts('Lupin cafe: saw the queen. Clover: eggs.', 'en-US', [
      ...APIARY,
      { id: 'hive-lupin', name: 'Lupin Café' },
    ]);
    expect(accented.map(({ hiveId }) => hiveId)).toEqual(['hive-lupin', 'hive-clover']);
  });

  it('leaves words before any hive name, or without one, to a draft of no hive, unless the apiary has one hive', async () => {
    const unnamed = await drafts('Saw the queen. Clover: eggs.');
    expect(unnamed.map(({ hiveId }) => hiveId)).toEqual([null, 'hive-clover']);
    const onlyHive = await drafts('Saw the queen and eggs.', 'en-US', [CLOVER]);
    expect(onlyHive).toHaveLength(1);
    expect(onlyHive[0]?.hiveId).toBe('hive-clover');
  });

  it('matches hive names as whole words and leaves out hives with nothing filled', async () => {
    const answer = await drafts('Cloverfield is next door. Linden: nothing to say. Clover, queen seen.');
    expect(answer.map(({ hiveId }) => hiveId)).toEqual(['hive-clover']);
  });

  it('reads the queen, eggs and brood, and a negation turns them to no', async () => {
    const [draft] = await drafts(
      "Clover: didn't see the queen but there were eggs, no queen cells, open brood and capped brood",
    );
    expect(values(draft)).toEqual({
      queenSeen: false,
      eggsPresent: true,
      queenCells: false,
      openBrood: true,
      cappedBrood: true,
    });
    expect(draft?.fields.queenSeen?.evidence).toBe("didn't see the queen");
    expect(values((await drafts('Clover: no queen seen'))[0])).toEqual({ queenSeen: false });
  });

  it('reads a wash or roll count with its sample, 300 bees when unsaid, and a sticky board with its days', async () => {
    const [wash] = await drafts('Clover: 12 mites in an alcohol wash of 300 bees');
    expect(values(wash)).toEqual({ varroaMethod: 'alcohol_wash', varroaMites: 12, varroaSampleBees: 300 });
    expect(wash?.fields.varroaMites?.evidence).toBe('12 mites');
    const [roll] = await drafts('Clover, sugar roll, three mites');
    expect(values(roll)).toEqual({ varroaMethod: 'sugar_roll', varroaMites: 3, varroaSampleBees: 300 });
    const [board] = await drafts('Clover: sticky board 3 days 24 mites');
    expect(values(board)).toEqual({ varroaMethod: 'sticky_board', varroaMites: 24, varroaBoardDays: 3 });
  });

  it('reads numbers in words, and takes the later number when the beekeeper corrects themselves', async () => {
    const [wash] = await drafts(
      'Clover: alcohol wash, twenty-one mites, sorry, twenty four mites, of three hundred bees',
    );
    expect(values(wash)).toEqual({ varroaMethod: 'alcohol_wash', varroaMites: 24, varroaSampleBees: 300 });
  });
});
