import { screen, within } from '@testing-library/react';
import { addDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { toCalendarDate } from '@shared/rules/calendar';
import { paths } from '@/config/paths';
import { renderWithApp } from '@/testing/render';
import { buildUser, signInAs } from '@/testing/server';
import { buildTreatment, serveFeedingTotals, serveTreatments } from '@/testing/treatments';
import { HiveTreatments } from './hive-treatments';
import { treatmentDateLabel } from './treatment-record';

const hiveId = '01HV000000000000000000H1V1';
const otherHiveId = '01HV000000000000000000H1V2';
const daysFromNow = (days: number) => toCalendarDate(addDays(new Date(), days));
const thisYear = new Date().getFullYear();

function renderSection() {
  signInAs(buildUser());
  return renderWithApp(<HiveTreatments hiveId={hiveId} />);
}

const section = () => screen.getByRole('region', { name: 'Treatments' });

describe("a hive's treatments on its page", () => {
  it('lists its treatments newest first with efficacy, and says when supers may go back on', async () => {
    // Apivar went in 10 days ago: 42 days in the hive, then 14 more before supers.
    const appliedOn = daysFromNow(-10);
    const requests = serveTreatments([
      buildTreatment({
        id: '01HV000000000000000000TRT2',
        treatmentName: 'Apivar',
        productId: 'apivar',
        applicationDate: appliedOn,
        nextDueDate: daysFromNow(32),
      }),
      buildTreatment({
        id: '01HV000000000000000000TRT1',
        treatmentName: 'MAQS',
        productId: 'maqs',
        applicationDate: daysFromNow(-120),
        varroaBefore: 5,
        varroaAfter: 1,
        efficacyPercent: 80,
      }),
      buildTreatment({ id: '01HV000000000000000000TRT0', hiveId: otherHiveId, treatmentName: 'Elsewhere' }),
    ]);
    serveFeedingTotals({ year: thisYear, hives: [] });
    renderSection();

    const list = await within(section()).findByRole('list', { name: 'Treatments of this hive' });
    expect(requests[0]?.get('hiveId')).toBe(hiveId);
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['Apivar', 'MAQS']);
    expect(within(rows[0] as HTMLElement).getByText('Upcoming')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Efficacy: 80% (5 → 1 mites per 100 bees)');
    expect(within(section()).getByText(/Supers allowed from/)).toHaveTextContent(
      `Supers allowed from ${treatmentDateLabel(daysFromNow(46))}`,
    );
    expect(within(section()).getByRole('link', { name: 'Manage treatments' })).toHaveAttribute(
      'href',
      paths.app.treatments.getHref({ hiveId }),
    );
    expect(within(section()).getByRole('button', { name: 'Log Treatment' })).toBeInTheDocument();
  });

  it('says nothing of supers when the latest catalogue product allows them, and shows the sugar fed this year', async () => {
    serveTreatments([
      buildTreatment({
        id: '01HV000000000000000000TRT2',
        treatmentType: 'feeding',
        treatmentName: 'Fall syrup',
        applicationDate: daysFromNow(-2),
      }),
      buildTreatment({ id: '01HV000000000000000000TRT1', treatmentName: 'Formic Pro', productId: 'formic_pro' }),
    ]);
    serveFeedingTotals({
      year: thisYear,
      hives: [
        { hiveId: otherHiveId, hiveName: 'Clover', sugarLbs: 40, feedings: 4 },
        { hiveId, hiveName: 'Buttercup', sugarLbs: 16.5, feedings: 2 },
      ],
    });
    renderSection();

    expect(await within(section()).findByText(`Sugar fed in ${thisYear}:`, { exact: false })).toHaveTextContent(
      `Sugar fed in ${thisYear}: 16.5 lbs in 2 feedings`,
    );
    await within(section()).findByText('Formic Pro');
    expect(within(section()).queryByText(/Supers allowed from/)).not.toBeInTheDocument();
  });

  it('says when the hive has no treatments yet', async () => {
    serveTreatments([]);
    serveFeedingTotals({ year: thisYear, hives: [] });
    renderSection();

    expect(await within(section()).findByText('No treatments logged for this hive yet.')).toBeInTheDocument();
  });
});
