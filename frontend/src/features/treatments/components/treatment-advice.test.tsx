import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/catalog';
import { renderWithApp } from '@/testing/render';
import { buildUser, signInAs } from '@/testing/server';
import { buildRecommendation, serveRecommendations } from '@/testing/treatments';
import { TreatmentRemindersCard } from './treatment-reminders-card';

/** Varroa above the fall threshold, as the rules answer it: English for API clients, facts for the web app. */
const aboveThreshold = buildRecommendation({
  priority: 'urgent',
  hiveName: 'Buttercup',
  treatmentName: 'Apivar',
  reason: '4.3 mites per 100 bees on Sep 2 is above the fall threshold of 2: treat now.',
  seasonalTiming: 'Now.',
  advice: {
    code: 'varroaAboveThreshold',
    params: {
      mites: 4.3,
      unit: 'per100Bees',
      countedOn: `${String(new Date().getFullYear())}-09-02`,
      basis: 'above',
      phase: 'population_decrease',
      threshold: 2,
      productId: 'apivar',
      product: 'Apivar',
      modeOfAction: 'amitraz',
      recountFrom: 10,
      recountTo: 14,
    },
  },
});

const lowStoresInWinter = buildRecommendation({
  priority: 'high',
  hiveName: 'Golden Comb',
  treatmentName: 'Fondant',
  reason: 'Food stores rated 1 of 5.',
  recommendationType: 'health_issue',
  treatmentType: 'feeding',
  advice: {
    code: 'lowStores',
    params: {
      rating: 1,
      seenOn: `${String(new Date().getFullYear())}-01-10`,
      phase: 'dormancy',
      temperature: '10 °C (50 °F)',
      weight: '18-27 kg',
      ratio: '1:1',
    },
  },
});

describe('the treatment advice in the beekeeper’s language', () => {
  it('writes the rules’ advice in German, with German numbers, days and plurals', async () => {
    await activateLocale('de');
    serveRecommendations([aboveThreshold, lowStoresInWinter]);
    signInAs(buildUser());
    renderWithApp(<TreatmentRemindersCard />);

    const card = await screen.findByRole('region', { name: 'Behandlungserinnerungen' });
    expect(
      await within(card).findByText(
        '4,3 Milben je 100 Bienen am 2. Sept. liegt über der Schadschwelle für den Herbst von 2: jetzt behandeln. ' +
          'Apivar (Amitraz) passt zur Jahreszeit; 10–14 Tage nach Behandlungsende erneut zählen.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('Futterteig')).toBeInTheDocument();
    expect(
      within(card).getByText(/^Futtervorrat am 10\. Jan\. mit 1 von 5 bewertet: das Volk könnte vor dem Frühjahr/),
    ).toBeInTheDocument();
    expect(within(card).queryByText(/treat now/)).not.toBeInTheDocument();
  });
});
