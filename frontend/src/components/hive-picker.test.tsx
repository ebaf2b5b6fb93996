import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HIVE_PAGE } from '@shared/domain/hive';
import { buildApiary, buildHive } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { serveBeekeeper, serveHives } from '@/testing/server';
import { HivePicker } from './hive-picker';
import { Label } from './ui/input';

/** A commercial beekeeper's hives: more than a page, ids in the order the server lists them. */
function manyHives(count: number) {
  return Array.from({ length: count }, (_, index) =>
    buildHive({ id: `01HV0000000000000000${String(index).padStart(6, '0')}`, name: `Hive ${index + 1}` }),
  );
}

function Filter({ initial = '' }: { initial?: string }) {
  const [hiveId, setHiveId] = useState(initial);
  return (
    <>
      <Label htmlFor="filter">Filter by hive</Label>
      <HivePicker
        id="filter"
        noneLabel="All hives"
        value={hiveId}
        onChange={(event) => setHiveId(event.target.value)}
      />
      <output>{hiveId || 'none'}</output>
    </>
  );
}

const picker = () => screen.getByRole('combobox', { name: 'Filter by hive' });
const optionNames = () => Array.from((picker() as HTMLSelectElement).options).map((option) => option.textContent ?? '');

describe('HivePicker', () => {
  it('loads one page of a large account, then the next on Load more hives', async () => {
    const hives = manyHives(45);
    serveBeekeeper({ apiaries: [buildApiary()] });
    const requests = serveHives(hives);
    const { user } = renderWithApp(<Filter />);

    await waitFor(() => expect(optionNames()).toHaveLength(HIVE_PAGE.defaultLimit + 1));
    expect(optionNames().slice(0, 3)).toEqual(['All hives', 'Hive 1', 'Hive 2']);

    await user.click(screen.getByRole('button', { name: 'Load more hives' }));
    await waitFor(() => expect(optionNames()).toHaveLength(2 * HIVE_PAGE.defaultLimit + 1));
    expect(requests.map((query) => query.get('cursor'))).toEqual([null, hives[HIVE_PAGE.defaultLimit - 1]?.id]);
  });

  it('asks the server for the hives named like what was typed, and keeps the chosen one among the options', async () => {
    const hives = manyHives(45);
    serveBeekeeper({ apiaries: [buildApiary()] });
    const requests = serveHives(hives);
    const { user } = renderWithApp(<Filter />);
    await waitFor(() => expect(optionNames()).toContain('Hive 2'));

    await user.selectOptions(picker(), 'Hive 2');
    expect(screen.getByRole('status')).toHaveTextContent(hives[1]?.id ?? '');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'hive 4');
    // Hive 4 and Hive 40 to 45, with Hive 2 kept as chosen.
    await waitFor(() =>
      expect(optionNames()).toEqual([
        'All hives',
        'Hive 2',
        'Hive 4',
        ...['40', '41', '42', '43', '44', '45'].map((n) => `Hive ${n}`),
      ]),
    );
    expect(requests.at(-1)?.get('q')).toBe('hive 4');
    expect((picker() as HTMLSelectElement).value).toBe(hives[1]?.id);

    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'queen');
    expect(await screen.findByText('No hive named like “queen”.')).toBeInTheDocument();
  });

  it('names a chosen hive that is not on the page it loaded by reading it', async () => {
    const hives = manyHives(45);
    serveBeekeeper({ apiaries: [buildApiary()] });
    serveHives(hives);
    renderWithApp(<Filter initial={hives[44]?.id} />);
    await waitFor(() => expect(optionNames()).toContain('Hive 45'));
    expect((picker() as HTMLSelectElement).value).toBe(hives[44]?.id);
    expect(optionNames()).toHaveLength(HIVE_PAGE.defaultLimit + 2);
  });

  it("says so when the hive asked for is not the beekeeper's (an old link)", async () => {
    serveBeekeeper({ apiaries: [buildApiary()], hives: manyHives(3) });
    renderWithApp(<Filter initial="01HV00000000000000000GONE1" />);
    expect(await screen.findByRole('option', { name: 'Hive not found' })).toBeInTheDocument();
    expect(optionNames()).toEqual(['All hives', 'Hive not found', 'Hive 1', 'Hive 2', 'Hive 3']);
  });
});
