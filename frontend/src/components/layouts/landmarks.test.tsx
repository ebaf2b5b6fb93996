import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { STORED_LOCALE } from '@/lib/i18n/first-paint';
import { SkipLink } from './landmarks';

// Another language's words are a chunk of their own, which the test runner compiles on first import.
const WORDS_CHUNK = { timeout: 10_000 };

function renderSkipLinkAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SkipLink />
    </MemoryRouter>,
  );
}

afterEach(() => window.localStorage.removeItem(STORED_LOCALE));

describe('SkipLink', () => {
  it("speaks a visitor's page's language, from its address", async () => {
    renderSkipLinkAt('/de/pricing');
    expect(await screen.findByRole('link', { name: 'Zum Inhalt springen' }, WORDS_CHUNK)).toHaveAttribute(
      'href',
      '#main',
    );
  });

  it('speaks the language the app starts in on any other screen, before Lingui has loaded', async () => {
    window.localStorage.setItem(STORED_LOCALE, 'fr');
    renderSkipLinkAt('/hives');
    // Never waiting: English until the French words are in (this file runs with modules of its own, vitest.config.ts).
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Aller au contenu' }, WORDS_CHUNK)).toBeInTheDocument();
  });

  it('stays American English on the landing page, as prerendered', () => {
    window.localStorage.setItem(STORED_LOCALE, 'fr');
    renderSkipLinkAt('/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  });
});
