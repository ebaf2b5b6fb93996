import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { User } from '@shared/schemas/user';
import { paths } from '@/config/paths';
import { activateLocale } from '@/lib/i18n/catalog';
import { renderWithApp } from '@/testing/render';
import { buildUser } from '@/testing/server';
import { menuFor } from './nav-items';
import { PhoneMenu } from './phone-menu';
import { SideMenu } from './side-menu';
import { SignedInLayout } from './signed-in-layout';

function renderShell(user: User, path = paths.app.hives.getHref(), inspectAction?: ReactNode) {
  return renderWithApp(
    <Routes>
      <Route element={<SignedInLayout user={user} inspectAction={inspectAction} />}>
        <Route path="*" element={<h1>Screen content</h1>} />
      </Route>
    </Routes>,
    { path, route: null },
  );
}

// The menu has its Pro screen (Production); the admin screen is still to come.

describe('the signed-in shell', () => {
  it('has a skip link, one main landmark with the screen inside, and the side menu with the current page marked', async () => {
    renderShell(buildUser());
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Screen content' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(main).toHaveAttribute('id', 'main');

    const menu = screen.getByRole('navigation', { name: 'Main' });
    const links = within(within(menu).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/'],
      ['Apiaries', '/apiaries'],
      ['Hives', '/hives'],
      ['Inspections', '/inspections'],
      // A free beekeeper's menu badges the Pro screen.
      ['ProductionPRO', '/production'],
      ['TreatmentsPRO', '/treatments'],
      ['Schedule', '/schedule'],
      ['Queens', '/queens'],
      ['FinancePRO', '/finance'],
      ['Community', '/community'],
      ['Feedback', '/feedback'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Hives' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it("speaks the beekeeper's language: the menus, the account menu and Logout in German, their name as written", async () => {
    await activateLocale('de');
    const { user } = renderShell(buildUser({ firstName: 'Ana', lastName: 'Silva' }));
    const menu = await screen.findByRole('navigation', { name: 'Hauptmenü' });
    expect(
      within(within(menu).getByRole('list'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Übersicht',
      'Bienenstände',
      'Völker',
      'Durchsichten',
      'ErntePRO',
      'BehandlungenPRO',
      'Arbeitsplan',
      'Königinnen',
      'FinanzenPRO',
      'Gemeinschaft',
      'Feedback',
    ]);
    expect(within(menu).getByRole('link', { name: 'Auf Pro upgraden' })).toHaveAttribute('href', '/pricing');
    await user.click(screen.getByRole('button', { name: 'Kontomenü für Ana Silva' }));
    expect(await screen.findByRole('menuitem', { name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByText('Kostenlos')).toBeInTheDocument();
    // Their name is theirs: no translator touches it, in the button or the menu.
    for (const name of screen.getAllByText('Ana Silva')) expect(name).toHaveAttribute('translate', 'no');
  });

  it('moves focus to the main content from the skip link', async () => {
    const { user } = renderShell(buildUser());
    await user.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('offers Upgrade to Pro (to /pricing) to a free user, and not to a Pro user or an admin', () => {
    const { unmount } = renderShell(buildUser());
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
    unmount();

    const { unmount: unmountPro } = renderShell(buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }));
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
    unmountPro();

    renderShell(buildUser({ isAdmin: true }));
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
  });

  it('shows PRO badges on Pro screens and the Admin entry as the menu data says', () => {
    const free = renderWithApp(<SideMenu entries={menuFor(buildUser())} showUpgrade />);
    const freeMenu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(freeMenu).getByRole('link', { name: /Production/ })).toHaveTextContent('ProductionPRO');
    expect(within(freeMenu).getByRole('link', { name: 'Hives' })).not.toHaveTextContent('PRO');
    expect(within(freeMenu).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    free.unmount();

    renderWithApp(<SideMenu entries={menuFor(buildUser({ isAdmin: true }))} showUpgrade={false} />);
    const adminMenu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(adminMenu).getByRole('link', { name: 'Production' })).not.toHaveTextContent('PRO');
    expect(within(adminMenu).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it("has the phone's tab bar: Dashboard, Hives, Inspect, Schedule and More with every other entry and Logout", async () => {
    const { user } = renderShell(buildUser(), paths.app.apiaries.getHref(), <button type="button">Inspect</button>);
    const tabs = screen.getByRole('navigation', { name: 'Tabs' });
    // In the order they sit, links and buttons alike.
    expect([...tabs.querySelectorAll('a, button')].map((tab) => tab.textContent)).toEqual([
      'Dashboard',
      'Hives',
      'Inspect',
      'Schedule',
      'More',
    ]);
    const more = () => within(tabs).getByRole('button', { name: 'More' });
    expect(more()).toHaveAttribute('aria-expanded', 'false');

    await user.click(more());
    const menu = await screen.findByRole('menu');
    expect(more()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Apiaries',
      'Inspections',
      'ProductionPRO',
      'TreatmentsPRO',
      'Queens',
      'FinancePRO',
      'Community',
      'Feedback',
      'Upgrade to Pro',
      'Logout',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Apiaries' })).toHaveAttribute('aria-current', 'page');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more()).toHaveAttribute('aria-expanded', 'false');
  });

  it('navigates from a tab and from an entry under More, closing the menu', async () => {
    const { user } = renderShell(buildUser(), paths.app.apiaries.getHref());
    const tabs = screen.getByRole('navigation', { name: 'Tabs' });
    await user.click(within(tabs).getByRole('link', { name: 'Hives' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/hives');
    expect(within(tabs).getByRole('link', { name: 'Hives' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(tabs).getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Treatments/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/treatments');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('lists PRO badges under More too, and the Admin entry only for admins', async () => {
    const free = renderWithApp(<PhoneMenu entries={menuFor(buildUser())} showUpgrade onLogout={() => undefined} />);
    await free.user.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('menuitem', { name: /Production/ })).toHaveTextContent('ProductionPRO');
    expect(screen.queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();
    free.unmount();

    const admin = renderWithApp(
      <PhoneMenu entries={menuFor(buildUser({ isAdmin: true }))} showUpgrade={false} onLogout={() => undefined} />,
    );
    await admin.user.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it("opens the account menu with the user's name, e-mail, plan and Logout", async () => {
    const { user } = renderShell(buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'trialing' }));
    const button = screen.getByRole('button', { name: 'Account menu for Ada Apiarist' });
    expect(button).toHaveTextContent('AA');

    // The menu's code loads as it is first opened (DeferredMenu): it opens once loaded.
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Ada Apiarist');
    expect(menu).toHaveTextContent('ada@example.com');
    expect(menu).toHaveTextContent('Plan Pro');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /profile/i })).not.toBeInTheDocument();
  });
});
