import { screen, waitFor, within } from '@testing-library/react';
import { addDays } from 'date-fns';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { toCalendarDate } from '@shared/rules/calendar';
import type { SearchResult } from '@shared/schemas/search';
import { AddRecordButton } from '@/components/add-record-button';
import { TitledDialog } from '@/components/titled-dialog';
import { StartUpgradeContext } from '@/components/start-upgrade';
import { routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { renderWithApp } from '@/testing/render';
import { apiUrl, server } from '@/testing/server';
import type { PaletteAction } from '../utils/palette-actions';
import { HeaderSearch } from './header-search';

/** Days around the real today, which the popover words ("yesterday", "due tomorrow"). */
const daysFromToday = (days: number) => toCalendarDate(addDays(new Date(), days));

const RESULTS: SearchResult[] = [
  {
    type: 'inspection',
    id: 'I1',
    title: 'Rose',
    day: { kind: 'on', date: daysFromToday(-1) },
    snippet: 'spotted chalkbrood mummies',
    hiveId: 'H1',
  },
  { type: 'hive', id: 'H2', title: 'Chalk Hill', day: null, snippet: 'Chalk Hill', hiveId: 'H2' },
  { type: 'apiary', id: 'A1', title: 'Chalk quarry', day: null, snippet: 'Old chalk quarry', hiveId: null },
];

/**
 * Answers the search for the whole word typed with `results` and any partial word (asked when a loaded machine
 * types slower than the box settles) with none, so a list on screen is the final one and keeps the arrow keys'
 * place. Records the queries asked.
 */
function answerSearches(results: SearchResult[], word = 'chalk') {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl(routes.searchRecords), ({ request }) => {
      const query = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(query);
      return HttpResponse.json(query === word ? results : []);
    }),
  );
  return asked;
}

/** An action as the app composes one: an Add button (the real one every record uses) whose dialog it launches. */
function addAction(id: string, label: string, keywords: string, needsPro = false): PaletteAction {
  return {
    id,
    label,
    keywords,
    needsPro,
    launcher: (
      <AddRecordButton
        label={label}
        renderDialog={(dialog) => (
          <TitledDialog {...dialog} title={`${label} dialog`} description={`The form to ${label.toLowerCase()}.`}>
            <p>Form</p>
          </TitledDialog>
        )}
      />
    ),
  };
}

const ACTIONS = [
  addAction('new-inspection', 'New inspection', 'record check'),
  addAction('log-treatment', 'Log treatment', 'varroa mites', true),
  addAction('add-task', 'Add task', 'schedule todo'),
];

function renderSearch(userId?: string, actions?: readonly PaletteAction[]) {
  return renderWithApp(
    <>
      <HeaderSearch userId={userId} actions={actions} />
      <label>
        Notes <textarea />
      </label>
    </>,
    // Outside any route, as in the header: the box stays while the screens change under it.
    { route: null },
  );
}

const box = () => screen.getByRole('combobox', { name: 'Search hives, apiaries, inspections, treatments and tasks' });

describe('the header search', () => {
  it('groups the results by record, hives first, and is accessible', async () => {
    const asked = answerSearches(RESULTS);
    const { user } = renderSearch();
    await user.type(box(), 'chalk');

    const list = await screen.findByRole('listbox', { name: 'Search results' });
    const groups = within(list).getAllByRole('group');
    expect(groups.map((group) => group.textContent)).toEqual([
      // A hive found by its name says what it is rather than its name twice.
      'HivesChalk HillHive',
      'ApiariesChalk quarryOld chalk quarry',
      'InspectionsRose · Yesterdayspotted chalkbrood mummies',
    ]);
    expect(within(list).getByRole('group', { name: 'Apiaries' })).toBe(groups[1]);
    expect(asked.at(-1)).toBe('chalk');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yViolations('the search results');
  });

  it('moves through the results with the arrow keys and opens the active one with Enter', async () => {
    answerSearches(RESULTS);
    const { user } = renderSearch();
    await user.type(box(), 'chalk');
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]?.id);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    // Past the last, back to the first.
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    // The inspection opens in its hive's inspections.
    expect(screen.getByTestId('location')).toHaveTextContent('/inspections?hiveId=H1');
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens a hive on its page and an apiary on its hives, by click too', async () => {
    answerSearches(RESULTS);
    const { user } = renderSearch();
    await user.type(box(), 'chalk');
    await user.click(await screen.findByRole('option', { name: /Chalk Hill/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/hives/H2');

    await user.type(box(), 'chalk');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/hives?apiaryId=A1');
  });

  it("groups treatments last and opens one in its hive's treatments", async () => {
    answerSearches([
      ...RESULTS,
      {
        type: 'treatment',
        id: 'T1',
        title: 'Apivar · Rose',
        day: { kind: 'on', date: daysFromToday(0) },
        snippet: 'chalk dust',
        hiveId: 'H1',
      },
    ]);
    const { user } = renderSearch();
    await user.type(box(), 'chalk');
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    const groups = within(list).getAllByRole('group');
    expect(groups.at(-1)).toBe(within(list).getByRole('group', { name: 'Treatments' }));
    expect(groups.at(-1)).toHaveTextContent('Apivar · Rose · Todaychalk dust');
    await expectNoSeriousA11yViolations('the search results with a treatment');

    // Up from the box wraps to the last option; Enter only once it is the active one.
    await user.keyboard('{ArrowUp}');
    const treatment = within(list).getByRole('option', { name: /Apivar/ });
    await waitFor(() => expect(treatment).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/treatments?hiveId=H1');
  });

  it('groups tasks after treatments and opens the schedule', async () => {
    answerSearches([
      ...RESULTS,
      {
        type: 'task',
        id: 'K1',
        title: 'Chalk the boxes · Rose',
        day: { kind: 'due', date: daysFromToday(1) },
        snippet: 'chalk',
        hiveId: 'H1',
      },
      {
        type: 'treatment',
        id: 'T1',
        title: 'Apivar · Rose',
        day: { kind: 'on', date: daysFromToday(0) },
        snippet: 'chalk dust',
        hiveId: 'H1',
      },
    ]);
    const { user } = renderSearch();
    await user.type(box(), 'chalk');
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    const groups = within(list).getAllByRole('group');
    expect(groups.at(-2)).toBe(within(list).getByRole('group', { name: 'Treatments' }));
    expect(groups.at(-1)).toBe(within(list).getByRole('group', { name: 'Tasks' }));
    expect(groups.at(-1)).toHaveTextContent('Chalk the boxes · Rose · due tomorrowTask');

    await user.keyboard('{ArrowUp}');
    const task = within(list).getByRole('option', { name: /Chalk the boxes/ });
    await waitFor(() => expect(task).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/schedule$/);
  });

  it('closes with Escape and clears the query, keeping the focus, so the next search starts afresh', async () => {
    answerSearches(RESULTS);
    const { user } = renderSearch();
    await user.type(box(), 'chalk');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('');

    await user.type(box(), 'chalk');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(box()).toHaveValue('chalk');
  });

  it("opens as a full-screen sheet from a phone's search button, which Escape or Close search closes and clears", async () => {
    answerSearches(RESULTS);
    const { user } = renderSearch();
    const sheet = screen.getByRole('search');
    expect(sheet).toHaveClass('max-md:hidden');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(sheet).toHaveClass('max-md:fixed', 'max-md:inset-0');
    expect(box()).toHaveFocus();
    await user.type(box(), 'chalk');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(sheet).toHaveClass('max-md:hidden');
    expect(box()).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(box(), 'chalk');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(sheet).toHaveClass('max-md:hidden');
    expect(box()).toHaveValue('');
  });

  it('offers the records last opened, for this beekeeper only, before anything is typed', async () => {
    answerSearches(RESULTS);
    const { user, unmount } = renderSearch('ann');
    await user.click(box());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(box(), 'chalk');
    await user.click(await screen.findByRole('option', { name: /Chalk Hill/ }));
    await user.type(box(), 'chalk');
    await user.click(await screen.findByRole('option', { name: /Rose/ }));

    await user.click(box());
    const recent = await screen.findByRole('group', { name: 'Recent' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Rose · Yesterdayspotted chalkbrood mummies', 'Chalk HillHive']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/hives/H2');
    unmount();

    const { user: bob } = renderSearch('bob');
    await bob.click(box());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('is focused by Ctrl+K anywhere and by / outside a text field', async () => {
    answerSearches([]);
    const { user } = renderSearch();
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.click(notes);
    await user.keyboard('/');
    expect(notes).toHaveFocus();
    expect(notes).toHaveValue('/');

    await user.keyboard('{Control>}k{/Control}');
    expect(box()).toHaveFocus();

    notes.focus();
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('/');
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('');
  });

  it('says when nothing matches', async () => {
    answerSearches([]);
    const { user } = renderSearch();
    await user.type(box(), 'zebra');
    // The words typed are the beekeeper's own, in an element of their own (translate="no").
    expect(await screen.findByText('zebra')).toHaveAttribute('translate', 'no');
    expect(screen.getByText('zebra').parentElement).toHaveRole('status');
    expect(screen.getByText('zebra').parentElement).toHaveTextContent(
      'No hives, apiaries, inspections, treatments or tasks match “zebra”.',
    );
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await expectNoSeriousA11yViolations('no search results');
  });

  it('says Searching… while the answer is on its way and when the search failed', async () => {
    server.use(http.get(apiUrl(routes.searchRecords), () => delay('infinite')));
    const { user } = renderSearch();
    await user.type(box(), 'queen');
    expect(await screen.findByText('Searching…')).toHaveRole('status');

    server.use(http.get(apiUrl(routes.searchRecords), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await user.type(box(), 's');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search failed. Check your connection and try again.');
  });

  describe('as a palette of actions', () => {
    const optionTexts = (group: HTMLElement) =>
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent);

    it('lists every action above the recent records before anything is typed, a PRO badge on what needs Pro', async () => {
      answerSearches(RESULTS);
      const { user } = renderSearch('ann', ACTIONS);
      await user.type(box(), 'chalk');
      await user.click(await screen.findByRole('option', { name: /Chalk Hill/ }));

      await user.click(box());
      const list = await screen.findByRole('listbox', { name: 'Search results' });
      expect(within(list).getAllByRole('group')).toEqual([
        within(list).getByRole('group', { name: 'Actions' }),
        within(list).getByRole('group', { name: 'Recent' }),
      ]);
      expect(optionTexts(within(list).getByRole('group', { name: 'Actions' }))).toEqual([
        'New inspection',
        'Log treatmentPRO',
        'Add task',
      ]);
      expect(optionTexts(within(list).getByRole('group', { name: 'Recent' }))).toEqual(['Chalk HillHive']);
      await expectNoSeriousA11yViolations('the palette of actions');
    });

    it("offers the actions a query's words start, above the records found", async () => {
      answerSearches(RESULTS, 'ch');
      const { user } = renderSearch(undefined, ACTIONS);
      await user.type(box(), 'insp');
      const list = await screen.findByRole('listbox', { name: 'Search results' });
      expect(optionTexts(within(list).getByRole('group', { name: 'Actions' }))).toEqual(['New inspection']);

      await user.clear(box());
      await user.type(box(), 'ch');
      await screen.findByRole('group', { name: 'Hives' });
      // "ch" starts a keyword of New inspection ("check"), and words of records the search found.
      const groups = within(screen.getByRole('listbox')).getAllByRole('group');
      expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toEqual(
        ['Actions', 'Hives', 'Apiaries', 'Inspections'].map((name) =>
          screen.getByRole('group', { name }).getAttribute('aria-labelledby'),
        ),
      );
      expect(optionTexts(groups[0] as HTMLElement)).toEqual(['New inspection']);
    });

    it('says no record matches under the actions that do', async () => {
      answerSearches([]);
      const { user } = renderSearch(undefined, ACTIONS);
      await user.type(box(), 'todo');
      expect((await screen.findByText('todo')).parentElement).toHaveTextContent(
        'No hives, apiaries, inspections, treatments or tasks match “todo”.',
      );
      expect(optionTexts(screen.getByRole('group', { name: 'Actions' }))).toEqual(['Add task']);
      expect(box()).toHaveAttribute('aria-expanded', 'true');
    });

    it('moves from the actions into the results with the arrow keys, and Enter runs the action: its form opens', async () => {
      answerSearches(RESULTS);
      const { user } = renderSearch('ann', ACTIONS);
      await user.type(box(), 'chalk');
      await user.click(await screen.findByRole('option', { name: /Chalk Hill/ }));

      await user.click(box());
      await screen.findByRole('listbox');
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      // Past the three actions, the recent record.
      expect(screen.getByRole('option', { name: /Chalk Hill/ })).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('option', { name: 'New inspection' })).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{End}{ArrowUp}{Enter}');

      const dialog = await screen.findByRole('dialog', { name: 'Add task dialog' });
      expect(dialog).toHaveTextContent('Form');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      // Launched, the Add button itself is not drawn: the palette ran it.
      expect(screen.queryByRole('button', { name: 'Add task', hidden: true })).not.toBeInTheDocument();

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(box()).toHaveValue('');
      // The same action runs again.
      await user.click(box());
      await user.click(await screen.findByRole('option', { name: 'Add task' }));
      expect(await screen.findByRole('dialog', { name: 'Add task dialog' })).toBeInTheDocument();
    });

    it('runs a typed action by click or tap', async () => {
      answerSearches([]);
      const { user } = renderSearch(undefined, ACTIONS);
      await user.type(box(), 'insp');
      await user.click(await screen.findByRole('option', { name: 'New inspection' }));
      expect(await screen.findByRole('dialog', { name: 'New inspection dialog' })).toBeInTheDocument();
    });

    it('starts paying for Pro instead of the form when the action needs Pro the beekeeper lacks', async () => {
      answerSearches([]);
      const startUpgrade = vi.fn();
      const { user } = renderWithApp(
        <StartUpgradeContext value={startUpgrade}>
          <HeaderSearch actions={ACTIONS} />
        </StartUpgradeContext>,
        { route: null },
      );
      await user.type(box(), 'varroa');
      await user.click(await screen.findByRole('option', { name: /Log treatment/ }));
      expect(startUpgrade).toHaveBeenCalledOnce();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });

    it('goes to the pricing page for Pro where no payment dialog is provided', async () => {
      answerSearches([]);
      const { user } = renderSearch(undefined, ACTIONS);
      await user.click(box());
      await user.click(await screen.findByRole('option', { name: /Log treatment/ }));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing$/);
    });
  });
});
