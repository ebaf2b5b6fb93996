import { describe, expect, it } from 'vitest';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import type { Treatment, TreatmentInput } from '../../../shared/schemas/treatment';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { found, foundIds, termItemsOf } from '../../test-support/search';
import { recordSentCommands } from '../../test-support/sent-commands';

/** Treatments are recorded on Pro. */
async function proBeekeeperWithHive(name = 'Rose'): Promise<{ who: TestBeekeeper; hive: Hive }> {
  const who = beekeeper();
  await setSubscription(who, 'pro', 'active');
  const apiary = await who.request<Apiary>('createApiary', { body: { name: 'Home yard', location: 'Barn' } });
  const hive = await who.request<Hive>('createHive', { body: { name, apiaryId: apiary.body.id } });
  expect(hive.statusCode).toBe(201);
  return { who, hive: hive.body };
}

const oxalic = (hiveId: string, extra: Partial<TreatmentInput> = {}): TreatmentInput => ({
  hiveId,
  treatmentType: 'varroa',
  treatmentName: 'Oxalic dribble',
  applicationDate: '2026-01-02',
  notes: 'Broodless winter cluster, trickled between the seams',
  ...extra,
});

async function record(who: TestBeekeeper, body: TreatmentInput): Promise<Treatment> {
  const answer = await who.request<Treatment>('createTreatment', { body });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

describe('header search of treatments', () => {
  it('finds a treatment by its name and notes, opening on its hive, and never for another beekeeper', async () => {
    const { who: ann, hive } = await proBeekeeperWithHive();
    const treatment = await record(ann, oxalic(hive.id));
    const { who: bob } = await proBeekeeperWithHive();

    expect(await found(ann, 'oxal')).toEqual([
      {
        type: 'treatment',
        id: treatment.id,
        title: 'Oxalic dribble · Rose',
        day: { kind: 'on', date: '2026-01-02' },
        snippet: 'Oxalic dribble',
        hiveId: hive.id,
      },
    ]);
    expect((await found(ann, 'winter cluster')).map(({ snippet }) => snippet)).toEqual([
      'Broodless winter cluster, trickled between the seams',
    ]);
    expect(await foundIds(bob, 'oxalic')).toEqual([]);
  });

  it('replaces the words of an edited treatment', async () => {
    const { who: ann, hive } = await proBeekeeperWithHive();
    const treatment = await record(ann, oxalic(hive.id));
    const edited = await ann.requestFor('updateTreatment', treatment.id, {
      body: oxalic(hive.id, { treatmentName: 'Formic pads', notes: '' }),
    });
    expect(edited.statusCode).toBe(200);

    expect(await foundIds(ann, 'oxalic')).toEqual([]);
    expect(await foundIds(ann, 'broodless')).toEqual([]);
    expect(await foundIds(ann, 'formic')).toEqual([`treatment ${treatment.id}`]);
    expect(await termItemsOf(ann, 'treatment')).toEqual([`formic ${treatment.id}`, `pads ${treatment.id}`]);
  });

  it('leaves no word behind when a treatment, and a hive with many treatments, are deleted', async () => {
    const { who: ann, hive } = await proBeekeeperWithHive();
    const deleted = await record(ann, oxalic(hive.id));
    const kept = await record(ann, oxalic(hive.id, { treatmentName: 'Apivar strips', notes: undefined }));
    expect((await ann.requestFor('deleteTreatment', deleted.id)).statusCode).toBe(204);
    expect(await termItemsOf(ann, 'treatment')).toEqual([`apivar ${kept.id}`, `strips ${kept.id}`]);

    // 12 treatments of 16 words each (192 term items) need several transactions of at most 100 items.
    const longNotes = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november';
    for (let day = 10; day < 22; day++) {
      await record(ann, oxalic(hive.id, { applicationDate: `2026-02-${day}`, notes: longNotes }));
    }
    expect((await termItemsOf(ann, 'treatment')).length).toBe(2 + 12 * 16);
    expect((await ann.requestFor('deleteHive', hive.id)).statusCode).toBe(204);
    expect(await termItemsOf(ann, 'treatment')).toEqual([]);
    expect(await foundIds(ann, 'foxtrot')).toEqual([]);
  });

  it('costs one Query per word and one BatchGet per record type found, plus the hive names', async () => {
    const { who: ann, hive } = await proBeekeeperWithHive('Clover');
    await record(ann, oxalic(hive.id, { treatmentName: 'Clover syrup', treatmentType: 'feeding' }));

    const sent = recordSentCommands();
    expect(await foundIds(ann, 'clover')).toHaveLength(2);
    // The word's Query, then the hive and the treatment side by side (the treatment's hive was read).
    expect(sent.splice(0).sort()).toEqual(['BatchGetItemCommand', 'BatchGetItemCommand', 'QueryCommand']);
    expect(await foundIds(ann, 'syrup clov')).toHaveLength(1);
    // Two words, two Queries; the treatment, then its hive's name.
    expect(sent.splice(0).sort()).toEqual([
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'QueryCommand',
      'QueryCommand',
    ]);
  });
});
