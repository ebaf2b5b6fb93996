import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildApiary, buildHive } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { serveBeekeeper } from '@/testing/server';
import { HivesScreen } from './hives-screen';

/** The app passes the apiaries feature's dialog; with an apiary already there, it never opens. */
const noApiaryDialog = () => null;

describe('the hives screen opened for an apiary that no longer exists', () => {
  it('shows every hive, with the filter reading All apiaries', async () => {
    const home = buildApiary();
    serveBeekeeper({
      apiaries: [home],
      hives: [buildHive({ name: 'Clover' }), buildHive({ id: '01HV000000000000000000H1V2', name: 'Linden' })],
    });
    // An old link: the apiary it names was deleted since.
    renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: '/hives?apiaryId=01HV000000000000000000GONE',
    });

    expect(await screen.findByRole('heading', { name: 'Clover' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Linden' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Filter by apiary')).toHaveDisplayValue('All apiaries');
    expect(screen.queryByRole('heading', { name: /^No hives/ })).not.toBeInTheDocument();
  });
});
