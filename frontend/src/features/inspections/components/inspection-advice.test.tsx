import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { buildApiary, buildHive } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { serveBeekeeper } from '@/testing/server';
import { InspectionAdviceProvider } from './inspection-advice';
import { RecordInspectionButton } from './record-inspection-button';

const home = buildApiary({ id: '01HV000000000000000000APA1', name: 'Home Apiary' });
const river = buildApiary({ id: '01HV000000000000000000APA2', name: 'River Yard' });
const buttercup = buildHive({ id: '01HV000000000000000000H1V1', name: 'Buttercup', apiaryId: home.id });
const clover = buildHive({ id: '01HV000000000000000000H1V2', name: 'Clover', apiaryId: river.id });

/** What the app would put in the slot: here, which apiary it was asked about. */
const adviceFor = (apiaryId: string) => <p>Advice for apiary {apiaryId}</p>;

async function openDialog(ui: ReactElement) {
  serveBeekeeper({ apiaries: [home, river], hives: [buttercup, clover] });
  const { user } = renderWithApp(ui);
  await user.click(screen.getByRole('button', { name: 'Record Inspection' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Record Inspection' }));
  return { user, dialog, hive: await dialog.findByLabelText('Hive', {}, { timeout: 8_000 }) };
}

describe('the advice slot of the record inspection dialog', () => {
  it("shows the app's advice for the chosen hive's apiary, and follows the hive", async () => {
    const { user, dialog, hive } = await openDialog(
      <InspectionAdviceProvider advice={adviceFor}>
        <RecordInspectionButton label="Record Inspection" />
      </InspectionAdviceProvider>,
    );
    expect(dialog.queryByText(/^Advice for/)).not.toBeInTheDocument();
    await user.selectOptions(hive, 'Buttercup');
    expect(dialog.getByText(`Advice for apiary ${home.id}`)).toBeInTheDocument();
    await user.selectOptions(hive, 'Clover');
    expect(dialog.getByText(`Advice for apiary ${river.id}`)).toBeInTheDocument();
  });

  it('shows none where the app gives none', async () => {
    const { user, dialog, hive } = await openDialog(<RecordInspectionButton label="Record Inspection" />);
    await user.selectOptions(hive, 'Buttercup');
    expect(dialog.getByLabelText('Hive')).toHaveValue(buttercup.id);
    expect(dialog.queryByText(/^Advice for/)).not.toBeInTheDocument();
  });
});
