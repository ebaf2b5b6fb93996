/**
 * The screens whose words all come from the catalogues, checked in the pseudo-locale (pseudo-locale.spec.ts) with
 * the demo beekeeper's data: each names its address and how to tell it has loaded (its data is on screen, no
 * spinner left). A screen joins this list when its area is translated; docs/features/languages.md lists them.
 */
import { expect, type Page } from '@playwright/test';

export interface TranslatedScreen {
  /** What the check reports the screen as. */
  name: string;
  path: string;
  /** Waits for the screen's data, e.g. a demo hive's name (data is never translated). */
  ready: (page: Page) => Promise<void>;
  /** The part of the page whose words are checked: the screen itself, or the frame around every screen. */
  root?: string;
}

export const TRANSLATED_SCREENS: TranslatedScreen[] = [
  {
    name: 'The side menu',
    path: '/hives',
    root: 'nav:visible',
    ready: async (page) => {
      await expect(page.locator('nav:visible').getByRole('link')).not.toHaveCount(0);
    },
  },
  {
    name: 'Winter losses',
    path: '/winter-losses',
    ready: async (page) => {
      await expect(page.getByRole('main').getByText('Home Apiary').first()).toBeVisible();
    },
  },
  {
    name: 'The schedule',
    path: '/schedule',
    ready: async (page) => {
      await expect(page.getByRole('main').getByText('Order spare frames and foundation')).toBeVisible();
    },
  },
  {
    name: 'Inspections',
    path: '/inspections',
    root: 'main',
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('heading', { name: 'Golden Comb' }).first()).toBeVisible();
    },
  },
];
