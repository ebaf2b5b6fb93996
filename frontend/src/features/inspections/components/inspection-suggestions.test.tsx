import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/catalog';
import { buildApiary, buildHive } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { buildUser, serveBeekeeper, serveInspections } from '@/testing/server';
import { InspectionsScreen } from './inspections-screen';

describe("the inspection form's common diseases and treatments", () => {
  it('offers them in German and shows a chosen one in German', async () => {
    await activateLocale('de');
    serveBeekeeper({ user: buildUser(), apiaries: [buildApiary()], hives: [buildHive({ name: 'Buttercup' })] });
    serveInspections([]);
    const { user } = renderWithApp(<InspectionsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Durchsicht erfassen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Durchsicht erfassen' }));

    const common = within(await dialog.findByRole('group', { name: 'Häufige Krankheiten' }));
    expect(common.getByRole('button', { name: 'Amerikanische Faulbrut' })).toBeInTheDocument();
    await user.click(common.getByRole('button', { name: 'Kalkbrut' }));
    expect(common.queryByRole('button', { name: 'Kalkbrut' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Kalkbrut entfernen' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Oxalsäure' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Drohnenbrut schneiden' })).toBeInTheDocument();
  });
});
