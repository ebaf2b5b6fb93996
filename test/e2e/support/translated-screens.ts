/**
 * The screens whose words all come from the catalogues, checked in the pseudo-locale (pseudo-locale.spec.ts) with
 * the demo beekeeper's data: each names its address and how to tell it has loaded (its data is on screen, no
 * spinner left). A screen joins this list when its area is translated; docs/features/languages.md lists them.
 */
import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../infra/local/demo-accounts';
import apiaryWords from '../../../shared/i18n/catalogs/apiaries/en-US.json' with { type: 'json' };
import appWords from '../../../shared/i18n/catalogs/app/en-US.json' with { type: 'json' };
import dictateWords from '../../../shared/i18n/catalogs/dictate/en-US.json' with { type: 'json' };
import inspectionWords from '../../../shared/i18n/catalogs/inspections/en-US.json' with { type: 'json' };
import taskWords from '../../../shared/i18n/catalogs/tasks/en-US.json' with { type: 'json' };
import voiceWords from '../../../shared/i18n/catalogs/voice-inspections/en-US.json' with { type: 'json' };
import { openSignedIn } from './accounts';
import { pseudo } from './pseudo-locale';

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
    name: 'The team',
    path: '/team',
    ready: async (page) => {
      await expect(page.getByRole('main').getByText('Ana Lopes')).toBeVisible();
      await expect(page.getByRole('main').getByText('sam.orchard@example.com')).toBeVisible();
    },
  },
  {
    name: 'Feedback',
    path: '/feedback',
    ready: async (page) => {
      await expect(page.getByRole('main').getByText('Print labels for my honey jars')).toBeVisible();
    },
  },
  {
    // The header's search has no page of its own: its results open under the box, where the words are checked.
    name: 'The search results',
    path: '/hives',
    root: '[role="search"]',
    ready: async (page) => {
      await page.getByRole('search').getByRole('combobox').fill('Golden');
      await expect(page.getByRole('option').filter({ hasText: 'Golden Comb' }).first()).toBeVisible();
    },
  },
  {
    name: 'The profile',
    path: '/profile',
    ready: async (page) => {
      // The last of the profile's data to come: the subscription's plan and status.
      await expect(page.getByRole('main').locator('[aria-labelledby="subscription-heading"] dl')).toBeVisible();
    },
  },
  {
    name: 'Marketing Assets (admin)',
    path: '/admin?tab=marketing',
    // The tab's own content: the admin screen's heading and tabs around it are the app's, not marketing's.
    root: '[role="tabpanel"][data-state="active"]',
    ready: async (page) => {
      // The check opens screens as the demo beekeeper, who is no admin: the demo admin opens this one.
      await openSignedIn(page, DEMO_ACCOUNTS.admin, '/admin?tab=marketing');
      await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'The hives',
    path: '/hives',
    root: 'main',
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('heading', { name: 'Golden Comb' })).toBeVisible();
    },
  },
  {
    name: 'The apiaries',
    path: '/apiaries',
    root: 'main',
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('heading', { name: 'Clover Meadow' })).toBeVisible();
    },
  },
  {
    name: 'Financial management',
    path: '/finance',
    root: 'main',
    ready: async (page) => {
      await expect(page.getByRole('main').getByText('Honey extractor')).toBeVisible();
    },
  },
  {
    name: 'Queens',
    path: '/queens',
    root: 'main',
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('link', { name: 'Amber' })).toBeVisible();
    },
  },
  {
    name: 'Hive labels',
    path: '/l/print',
    root: 'main',
    ready: async (page) => {
      // The button waits for the labels already made; then the screen has all its words.
      await expect(page.getByRole('main').locator('button[type="submit"]')).toBeEnabled();
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
  {
    name: 'Add Task (the dialog)',
    path: '/schedule',
    root: '[role="dialog"]',
    ready: async (page) => {
      await page
        .getByRole('main')
        .getByRole('button', { name: pseudo(taskWords.addTask) })
        .click();
      await expect(page.getByRole('dialog').locator('input[type="date"]')).toBeVisible();
    },
  },
  {
    name: 'Add Apiary (the dialog)',
    path: '/apiaries',
    root: '[role="dialog"]',
    ready: async (page) => {
      await page
        .getByRole('main')
        .getByRole('button', { name: pseudo(apiaryWords['add.button']) })
        .click();
      await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
    },
  },
  {
    name: "A queen's page",
    path: '/queens',
    root: 'main',
    ready: async (page) => {
      await page.getByRole('main').getByRole('link', { name: 'Amber' }).click();
      await expect(page.getByRole('main').getByRole('heading', { name: 'Amber', level: 1 })).toBeVisible();
    },
  },
  {
    name: 'Feedback Management (admin)',
    path: '/admin?tab=feedback',
    root: 'main',
    ready: async (page) => {
      // The demo admin opens it: the admin screen's heading and tabs, and the demo beekeeper's feedback in the queue.
      await openSignedIn(page, DEMO_ACCOUNTS.admin, '/admin?tab=feedback');
      await expect(page.getByRole('main').getByText('Print labels for my honey jars')).toBeVisible();
    },
  },
  {
    name: 'Community',
    path: '/community',
    root: 'main',
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'Production tracking',
    path: '/production',
    root: 'main',
    ready: async (page) => {
      const main = page.getByRole('main');
      // A demo harvest's note, the year's figures, the forecast's hives and both charts (their months and weights).
      await expect(main.getByText('Lavender honey, jarred straight from the frames.')).toBeVisible();
      await expect(main.locator('#yield-forecast-hive-list li').first()).toBeVisible();
      await expect(main.getByTestId('honey-by-month-chart').locator('svg').first()).toBeVisible();
      await expect(main.getByTestId('harvest-by-hive-chart').locator('svg').first()).toBeVisible();
    },
  },
  {
    name: "A hive's page",
    path: '/hives',
    root: 'main',
    ready: async (page) => {
      // The demo beekeeper's Golden Comb, opened from its card: its id is the seed's, not known here.
      await page.getByRole('main').getByRole('link', { name: 'Golden Comb', exact: true }).click();
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Golden Comb' })).toBeVisible();
      await expect(main.getByTestId('hive-trend-charts')).toBeVisible();
      await expect(main.locator('section[aria-labelledby="hive-inspections-title"] ol > li').first()).toBeVisible();
    },
  },
  {
    name: 'Record Inspection (the dialog)',
    path: '/inspections',
    root: '[role="dialog"]',
    ready: async (page) => {
      await page
        .getByRole('main')
        .getByRole('button', { name: pseudo(inspectionWords['dialog.title']) })
        .click();
      await expect(page.getByRole('dialog').locator('input[type="date"]')).toBeVisible();
    },
  },
  {
    // Dictated words drafted by the built-in parser: the dialog's frame, who drafted, and the list of drafts.
    name: 'Dictate inspections (the dialog)',
    path: '/inspections',
    root: '[role="dialog"]',
    ready: async (page) => {
      await page
        .getByRole('main')
        .getByRole('button', { name: pseudo(dictateWords.button) })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(pseudo(voiceWords.apiary)).selectOption({ label: 'Home Apiary' });
      await dialog.getByLabel(pseudo(voiceWords.transcript)).fill('Golden Comb: queen seen, eggs present, calm.');
      await dialog.getByRole('button', { name: pseudo(voiceWords.makeDrafts) }).click();
      await expect(dialog.getByRole('heading', { name: 'Golden Comb' })).toBeVisible();
    },
  },
  {
    // The bell: the demo admin has notices of the demo feedback.
    name: 'The notifications (admin)',
    path: '/schedule',
    root: '[role="dialog"]',
    ready: async (page) => {
      await openSignedIn(page, DEMO_ACCOUNTS.admin, '/schedule');
      // Substring matching (Playwright's default) finds the bell with or without its unread count.
      const bell = pseudo(appWords['bell.name']).slice(0, -'!!]'.length);
      await page.getByRole('button', { name: bell }).click();
      await expect(page.getByRole('dialog').getByRole('heading')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('status')).toHaveCount(0);
    },
  },
  {
    name: 'The dashboard',
    path: '/',
    root: 'main',
    ready: async (page) => {
      const main = page.getByRole('main');
      // The Active Hives card lists Golden Comb; then every card's figures are in, no skeleton left.
      await expect(main.getByRole('heading', { name: 'Golden Comb' }).first()).toBeVisible();
      await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    },
  },
  {
    name: 'Treatments',
    path: '/treatments',
    root: 'main',
    ready: async (page) => {
      await expect(page.getByRole('main').getByText('Formic Pro').first()).toBeVisible();
    },
  },
];
