import { act, screen, within } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { PricingPage } from './pricing-page';

/**
 * As the routes render it, inside a Suspense boundary that shows the page once its words are in; in an awaited
 * `act`, so React retries the page when they arrive.
 */
async function renderGerman(page: ReactElement, path: string) {
  await act(async () => {
    renderWithApp(<Suspense>{page}</Suspense>, { path });
  });
}

describe('PricingPage in German (/de/pricing)', () => {
  it('shows the plans in German with the price written the German way', async () => {
    await renderGerman(<PricingPage upgradeAction={null} locale="de" />, '/de/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Preise' })).toBeInTheDocument();
    const pro = screen.getByRole('region', { name: 'Pro' });
    expect(pro).toHaveTextContent('9,99 $ pro Monat');
    expect(pro).toHaveTextContent('30 Tage kostenlos testen, jederzeit kündbar');
    expect(pro).toHaveTextContent('Fotos zu Durchsichten speichern');
    expect(within(pro).getByRole('link', { name: 'Auf Pro upgraden' })).toHaveAttribute(
      'href',
      '/login?tab=signUp&redirect=%2Fde%2Fpricing',
    );
    expect(screen.getByRole('region', { name: 'Kostenlos' })).toHaveTextContent('1 Bienenstand');
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/pricing');
  });
});
