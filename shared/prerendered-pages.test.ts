import { describe, expect, it } from 'vitest';
import { localizedHead, PRERENDERED_PAGES } from './prerendered-pages';

describe('the prerendered visitor pages', () => {
  it('are written per language beside the American English ones', () => {
    expect(PRERENDERED_PAGES['/']).toBe('home.html');
    expect(PRERENDERED_PAGES['/pricing']).toBe('pricing.html');
    expect(PRERENDERED_PAGES['/de']).toBe('de/home.html');
    expect(PRERENDERED_PAGES['/pt-br/pricing']).toBe('pt-br/pricing.html');
    expect(Object.keys(PRERENDERED_PAGES)).toHaveLength(20);
  });

  it('carry their lang and the same hreflang set as the rest of their pages', () => {
    const { lang, alternates } = localizedHead('/de/pricing');
    expect(lang).toBe('de');
    expect(alternates).toContain('<link rel="alternate" hreflang="de" href="/de/pricing" />');
    expect(alternates).toContain('<link rel="alternate" hreflang="pt-BR" href="/pt-br/pricing" />');
    expect(alternates).toContain('<link rel="alternate" hreflang="en-US" href="/pricing" />');
    expect(alternates).toContain('<link rel="alternate" hreflang="x-default" href="/pricing" />');
    expect(alternates.match(/hreflang=/g)).toHaveLength(11);
    expect(localizedHead('/pricing').alternates).toBe(alternates);
  });

  it('keep American English at / for the landing set', () => {
    const { lang, alternates } = localizedHead('/');
    expect(lang).toBe('en-US');
    expect(alternates).toContain('hreflang="x-default" href="/"');
    expect(alternates).toContain('hreflang="cs" href="/cs"');
  });
});
