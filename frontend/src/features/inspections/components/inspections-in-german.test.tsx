import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { activateLocale } from '@/lib/i18n/catalog';
import { cardOf } from '@/testing/queries';
import { renderWithApp } from '@/testing/render';
import { buildApiary, buildHive, buildInspection } from '@/testing/records';
import { serveBeekeeper, serveInspections } from '@/testing/server';
import { InspectionsScreen } from './inspections-screen';

const buttercup = buildHive({ id: '01HV000000000000000000H1V1', name: 'Buttercup' });

describe('the inspections screen in German', () => {
  it('reads like a German Stockkarte: Durchsichten, Brutbild, Sanftmut, Stifte and the varroa count', async () => {
    await activateLocale('de');
    serveBeekeeper({ apiaries: [buildApiary()], hives: [buttercup] });
    serveInspections([
      buildInspection({
        hiveId: buttercup.id,
        hiveName: 'Buttercup',
        inspectionDate: '2026-06-12',
        broodPattern: 4,
        temperament: 5,
        queenSeen: true,
        eggsPresent: true,
        varroaMethod: 'alcohol_wash',
        varroaMites: 9,
        varroaSampleBees: 300,
        photos: ['users/u/inspection-photo/a', 'users/u/inspection-photo/b'],
        photoUrls: ['https://bucket.test/a?signed', 'https://bucket.test/b?signed'],
      }),
    ]);
    const { user } = renderWithApp(<InspectionsScreen />, { path: paths.app.inspections.getHref() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Durchsichten' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Buttercup' });
    const card = within(cardOf('Buttercup'));
    expect(card.getByText('12. Juni 2026')).toBeInTheDocument();
    expect(card.getByText('Brutbild').nextElementSibling).toHaveTextContent('4 / 5');
    expect(card.getByText('Sanftmut').nextElementSibling).toHaveTextContent('5 / 5');
    expect(card.getByText('Gesehen').nextElementSibling).toHaveTextContent(/^Königin gesehen · Stifte/);
    expect(card.getByText('3,0 Milben/100 Bienen')).toBeInTheDocument();
    expect(card.getByText('Behandeln')).toBeInTheDocument();
    expect(card.getByText('Alkoholauswaschung')).toBeInTheDocument();
    expect(
      card.getByRole('img', { name: 'Foto 1 von 2, Buttercup, 12. Juni 2026 (öffnet in neuem Tab)' }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Durchsicht erfassen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Durchsicht erfassen' }));
    expect(await dialog.findByRole('checkbox', { name: 'Weiselzellen' })).toBeInTheDocument();
    expect(dialog.getByRole('checkbox', { name: 'Verdeckelte Brut' })).toBeInTheDocument();
    expect(dialog.getByRole('group', { name: 'Sanftmut' })).toHaveTextContent('1 stechlustig');
    expect(dialog.getByRole('group', { name: 'Varroa-Kontrolle' })).toBeInTheDocument();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Methode' }), 'Puderzuckermethode');
    expect(dialog.getByRole('spinbutton', { name: 'Gezählte Milben' })).toBeInTheDocument();
    expect(dialog.getByText('Geben Sie die gezählten Milben ein, um den Befall zu sehen.')).toBeInTheDocument();
  });
});
