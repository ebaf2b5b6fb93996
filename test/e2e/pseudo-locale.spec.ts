/**
 * Nothing left behind (docs/features/languages.md): each translated screen, opened as the demo beekeeper in the
 * pseudo-locale, shows no visible word and reads aloud no name that skipped the catalogues. A string written in
 * English in a component shows here as plain ASCII amid accented text.
 */
import { demoTest, expect } from './support/fixtures';
import { untranslatedTexts, usePseudoLocale } from './support/pseudo-locale';
import { TRANSLATED_SCREENS } from './support/translated-screens';

demoTest.beforeEach(async ({ context }) => {
  await usePseudoLocale(context);
});

for (const screen of TRANSLATED_SCREENS) {
  demoTest(`${screen.name} has every word from the catalogues in the pseudo-locale`, async ({ page }) => {
    await page.goto(screen.path);
    await screen.ready(page);
    await expect(page.locator('[role="status"]:has(svg.animate-spin)')).toHaveCount(0);
    expect(await untranslatedTexts(page, screen.root ?? 'main')).toEqual([]);
  });
}
