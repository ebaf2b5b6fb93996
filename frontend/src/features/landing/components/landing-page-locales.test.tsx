import { act, screen, within } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { STORED_LOCALE } from '@/lib/i18n/first-paint';
import { renderWithApp } from '@/testing/render';
import { LandingPage } from './landing-page';

/**
 * As the routes render it, inside a Suspense boundary that shows the page once its words are in; in an awaited
 * `act`, so React retries the page when they arrive.
 */
async function renderGerman(page: ReactElement, path: string) {
  await act(async () => {
    renderWithApp(<Suspense>{page}</Suspense>, { path });
  });
}

describe('LandingPage in German (/de)', () => {
  it('speaks German, with the Pro plan in the paywall’s words and the price written the German way', async () => {
    await renderGerman(<LandingPage locale="de" />, '/de');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Jedes Volk, jede Durchsicht, eine klare Stockkarte.' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const pro = screen.getByRole('list', { name: 'Funktionen des Tarifs Pro' });
    expect(pro).toHaveTextContent('Unbegrenzt viele Völker und Bienenstände');
    expect(screen.getByText('9,99 $')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Funktionen des Tarifs Kostenlos' })).toHaveTextContent('Bis zu 3 Völker');
  });

  it('keeps its pricing links in German and remembers German for the app', async () => {
    await renderGerman(<LandingPage locale="de" />, '/de');
    expect(await screen.findByRole('link', { name: 'Preise ansehen' })).toHaveAttribute('href', '/de/pricing');
    expect(screen.getByRole('link', { name: 'Tarife vergleichen' })).toHaveAttribute('href', '/de/pricing');
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute('href', '/login?tab=signUp');
    expect(window.localStorage.getItem(STORED_LOCALE)).toBe('de');
    expect(document.title).toBe('HiveKeeper — Stockkarte und Imkereiverwaltung für Hobby- und Berufsimker');
  });

  it('links every other language’s landing page, each named in its own words', async () => {
    await renderGerman(<LandingPage locale="de" />, '/de');
    const languages = within(await screen.findByRole('navigation', { name: 'Sprachen' })).getAllByRole('link');
    expect(languages).toHaveLength(9);
    const french = screen.getByRole('link', { name: 'Français' });
    expect(french).toHaveAttribute('href', '/fr');
    expect(french).toHaveAttribute('hreflang', 'fr');
    expect(french).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('link', { name: 'English (US)' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Deutsch' })).not.toBeInTheDocument();
  });
});
