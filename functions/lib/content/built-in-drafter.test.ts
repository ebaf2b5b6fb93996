import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../shared/i18n/locales';
import { hiveInspectionDraftSchema, type HiveInspectionDraft } from '../../../shared/schemas/inspection-draft';
import { createBuiltInDrafter, spokenNumbers, foldForMatching } from './built-in-drafter';
import { drafterWords } from './drafter-words';
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

  it('lets a negation deny only what is near it, as in a transcript without punctuation', async () => {
    const [draft] = await drafts('Clover I didnt see the queen there were fresh eggs in most cells and capped brood');
    expect(values(draft)).toEqual({ queenSeen: false, eggsPresent: true, cappedBrood: true });
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

  it('keeps the varroa fields the form takes together when a hive’s method is corrected later on', async () => {
    const [draft] = await drafts(
      'Clover: alcohol wash of 250 bees, 5 mites. Linden: calm. Clover again: sticky board, 3 days, 9 mites',
    );
    expect(values(draft)).toEqual({ varroaMethod: 'sticky_board', varroaMites: 9, varroaBoardDays: 3 });
  });

  it('reads numbers in words, and takes the later number when the beekeeper corrects themselves', async () => {
    const [wash] = await drafts(
      'Clover: alcohol wash, twenty-one mites, sorry, twenty four mites, of three hundred bees',
    );
    expect(values(wash)).toEqual({ varroaMethod: 'alcohol_wash', varroaMites: 24, varroaSampleBees: 300 });
  });

  it('reads the temper, stores, strength and brood pattern from their words, and leaves a denied one out', async () => {
    const [draft] = await drafts('Clover: strong colony, spotty brood, plenty of stores, a bit defensive');
    expect(values(draft)).toEqual({ population: 4, broodPattern: 2, foodStores: 5, temperament: 2 });
    expect(values((await drafts('Clover: calm'))[0])).toEqual({ temperament: 5 });
    expect(values((await drafts('Clover: aggressive'))[0])).toEqual({ temperament: 1 });
    expect(await drafts('Clover: not aggressive at all')).toEqual([]);
  });

  it('names diseases and treatments as the form suggests them, in each language', async () => {
    const [english] = await drafts('Clover: chalkbrood on the landing board, treated with oxalic acid');
    expect(values(english)).toEqual({ diseases: ['Chalkbrood'], treatments: ['Oxalic acid'] });
    const [german] = await drafts('Linden: Kalkbrut, Ameisensäure gegeben', 'de');
    expect(values(german)).toEqual({ diseases: ['Chalkbrood'], treatments: ['Formic acid'] });
  });

  it('notes frames and the amount fed, numbers in digits, and lists the feed among the treatments', async () => {
    const [draft] = await drafts('Clover: seven frames of bees, four frames of brood, fed 2 litres of 1:1 syrup');
    expect(values(draft)).toEqual({
      treatments: ['Sugar syrup'],
      notes: '7 frames of bees; 4 frames of brood; fed 2 litres of 1:1 syrup',
    });
    const [fondant] = await drafts('Clover: gave fondant');
    expect(values(fondant)).toEqual({ treatments: ['Fondant'] });
  });

  it('reads a beetle count on the form’s scale, and none seen as 1', async () => {
    expect(values((await drafts('Clover: a few small hive beetles'))[0])).toEqual({ smallHiveBeetle: 2 });
    expect(values((await drafts('Clover: no beetles'))[0])).toEqual({ smallHiveBeetle: 1 });
    expect(values((await drafts('Clover: counted forty beetles'))[0])).toEqual({ smallHiveBeetle: 5 });
  });

  it('fills nothing from words about the future', async () => {
    expect(await drafts('Clover: I will treat with oxalic next week and do a sugar roll')).toEqual([]);
  });

  it('matches a hive named with a number when its number is said in words', async () => {
    const hives = [
      { id: 'hive-2', name: 'Hive 2' },
      { id: 'hive-12', name: 'Hive 12' },
    ];
    const answer = await drafts('Hive two: queen seen. Hive twelve: no eggs.', 'en-GB', hives);
    expect(answer.map(({ hiveId }) => hiveId)).toEqual(['hive-2', 'hive-12']);
  });

  it.each([
    ['en-US', 'three hundred and twelve', 312],
    ['en-GB', 'twenty-four', 24],
    ['de', 'vierundzwanzig', 24],
    ['de', 'dreihundert', 300],
    ['fr', 'quarante-deux', 42],
    ['fr', 'trois cents', 300],
    ['es', 'treinta y dos', 32],
    ['es', 'trescientas', 300],
    ['it', 'ventotto', 28],
    ['nl', 'drieëntwintig', 23],
    ['nl', 'driehonderd', 300],
    ['pl', 'dwadzieścia pięć', 25],
    ['pl', 'trzysta', 300],
    ['pt-BR', 'vinte e dois', 22],
    ['cs', 'tři sta', 300],
    ['cs', 'dvacet čtyři', 24],
  ] as const)('reads %s number words: %s is %i', (locale, said, value) => {
    const folded = foldForMatching(said);
    const numbers = spokenNumbers(folded, { start: 0, end: folded.length }, drafterWords(locale));
    expect(numbers.map((number) => number.value)).toEqual([value]);
  });

  it.each([
    ['de', 'Linden: Königin gesehen, Stifte da, Alkoholauswaschung, zwölf Milben bei dreihundert Bienen'],
    ['fr', "Linden : reine vue, des œufs, lavage à l'alcool, douze varroas sur trois cents abeilles"],
    ['es', 'Linden: vi la reina, hay huevos, lavado con alcohol, doce varroas en trescientas abejas'],
    ['it', 'Linden: regina vista, uova presenti, lavaggio con alcol, dodici varroe su trecento api'],
    ['nl', 'Linden: koningin gezien, eitjes aanwezig, alcoholwas, twaalf mijten op driehonderd bijen'],
    ['pl', 'Linden: matka widziana, są jajeczka, test alkoholowy, dwanaście warroz na trzysta pszczół'],
    ['pt-BR', 'Linden: vi a rainha, tem ovos, lavagem com álcool, doze ácaros em trezentas abelhas'],
    ['cs', 'Linden: matka viděna, jsou vajíčka, test s lihem, dvanáct roztočů na tři sta včel'],
  ] as const)('reads the queen, eggs and a wash count in %s', async (locale, transcript) => {
    const [draft] = await drafts(transcript, locale);
    expect(draft?.hiveId).toBe('hive-linden');
    expect(values(draft)).toEqual({
      queenSeen: true,
      eggsPresent: true,
      varroaMethod: 'alcohol_wash',
      varroaMites: 12,
      varroaSampleBees: 300,
    });
  });

  it.each([
    ['de', 'Linden: keine Königin gesehen, keine Stifte'],
    ['fr', "Linden : je n'ai pas vu la reine, pas d'œufs"],
    ['es', 'Linden: no vi la reina, no hay huevos'],
    ['it', 'Linden: non ho visto la regina, niente uova'],
    ['nl', 'Linden: geen koningin gezien, geen eitjes'],
    ['pl', 'Linden: nie widziałem matki, brak jajeczek'],
    ['pt-BR', 'Linden: não vi a rainha, sem ovos'],
    ['cs', 'Linden: matku jsem neviděl, žádná vajíčka'],
  ] as const)('reads a queen not seen and no eggs in %s', async (locale, transcript) => {
    expect(values((await drafts(transcript, locale))[0])).toEqual({ queenSeen: false, eggsPresent: false });
  });

  it('gives valid drafts whose evidence is the beekeeper’s words for every transcript of the evaluation set', async () => {
    const evaluationSet = JSON.parse(
      readFileSync(new URL('../../../bench/voice/transcripts.json', import.meta.url), 'utf8'),
    ) as { transcript: string; hives: DraftableHive[]; locale: Locale }[];
    for (const { transcript, hives, locale } of evaluationSet) await drafts(transcript, locale, hives);
  });
});
