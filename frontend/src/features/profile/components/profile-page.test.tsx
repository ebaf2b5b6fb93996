import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES, TOASTS, VALIDATION } from '@shared/messages';
import type { CurrentUser, UserPreferences } from '@shared/schemas/user';
import { useUser } from '@/api/get-user';
import { routes } from '@/lib/api-routes';
import { activateLocale } from '@/lib/i18n/catalog';
import { renderWithApp } from '@/testing/render';
import { apiPattern, apiUrl, buildUser, recordBodies, serveAccountExports, server, signInAs } from '@/testing/server';
import { USERNAME_CHECK_DELAY_MS } from '../hooks/use-username-availability';
import { ProfilePage } from './profile-page';

/** `/profile` as the route composes it: the page reads the signed-in user, which each save replaces. */
function Profile() {
  const user = useUser().data;
  return user ? <ProfilePage user={user}>{null}</ProfilePage> : null;
}

async function renderProfile(user: CurrentUser = buildUser()) {
  signInAs(user);
  serveAccountExports();
  const app = renderWithApp(<Profile />, { path: '/profile' });
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  return app;
}

/** Answers the username check from `answer` and records each name asked about. */
function serveUsernameCheck(answer: (username: string) => Response): string[] {
  const asked: string[] = [];
  server.use(
    http.get(apiPattern(routes.checkUsername), ({ params }) => {
      asked.push(String(params.username));
      return answer(String(params.username));
    }),
  );
  return asked;
}

/** The PATCH answers the user with the body applied, as the server does. */
function servePatchedUser(user: CurrentUser) {
  return recordBodies(routes.updateProfile, (body) => {
    const preferences = body.preferences as Partial<UserPreferences> | undefined;
    return HttpResponse.json({
      ...user,
      ...body,
      preferences: {
        ...user.preferences,
        ...preferences,
        notifications: { ...user.preferences.notifications, ...preferences?.notifications },
      },
    });
  });
}

const usernameStatus = () => within(screen.getByLabelText('Username').parentElement as HTMLElement).getByRole('status');

afterEach(() => {
  vi.useRealTimers();
});

describe('the username on /profile', () => {
  it('is checked once, 500 ms after typing stops: checking, then available', async () => {
    const asked = serveUsernameCheck(() => HttpResponse.json({ available: true }));
    await renderProfile(buildUser({ username: 'ada' }));
    expect(usernameStatus()).not.toHaveTextContent(PROFILE_MESSAGES.usernameChecking);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const field = screen.getByLabelText('Username');
    for (const typed of ['b', 'be', 'bee']) {
      fireEvent.change(field, { target: { value: typed } });
      act(() => vi.advanceTimersByTime(200));
    }
    expect(usernameStatus()).toHaveTextContent(PROFILE_MESSAGES.usernameChecking);
    act(() => vi.advanceTimersByTime(USERNAME_CHECK_DELAY_MS - 201));
    expect(asked).toEqual([]);

    // vi.waitFor polls on real timers; the query's own scheduling runs on the fake ones, moved on each time.
    await vi.waitFor(() => {
      act(() => vi.advanceTimersByTime(1));
      expect(usernameStatus()).toHaveTextContent(PROFILE_MESSAGES.usernameAvailable);
    });
    expect(asked).toEqual(['bee']);
  });

  it('says why a name is taken, or that it is not available', async () => {
    serveUsernameCheck((username) =>
      HttpResponse.json(
        username === 'queen' ? { available: false, reason: 'This username is taken' } : { available: false },
      ),
    );
    await renderProfile();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'queen' } });
    await waitFor(() => expect(usernameStatus()).toHaveTextContent('This username is taken'));
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'drone' } });
    await waitFor(() => expect(usernameStatus()).toHaveTextContent(PROFILE_MESSAGES.usernameNotAvailable));
  });

  it('says when the check itself failed', async () => {
    serveUsernameCheck(() => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }));
    await renderProfile();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'worker' } });
    await waitFor(() => expect(usernameStatus()).toHaveTextContent(PROFILE_MESSAGES.usernameCheckFailed));
  });

  it("asks nothing for the beekeeper's own name or an empty one", async () => {
    const asked = serveUsernameCheck(() => HttpResponse.json({ available: true }));
    await renderProfile(buildUser({ username: 'ada' }));
    const field = screen.getByLabelText('Username');
    fireEvent.change(field, { target: { value: 'ad' } });
    fireEvent.change(field, { target: { value: 'ada' } });
    fireEvent.change(field, { target: { value: '' } });
    await new Promise((resolve) => setTimeout(resolve, USERNAME_CHECK_DELAY_MS + 100));
    expect(asked).toEqual([]);
    expect(usernameStatus()).not.toHaveTextContent(PROFILE_MESSAGES.usernameChecking);
  });
});

describe('saving the profile', () => {
  it('sends only the changed fields, says Profile updated and shows the saved values', async () => {
    const user = buildUser({ firstName: 'Ada', lastName: 'Apiarist', bio: null });
    const bodies = servePatchedUser(user);
    const app = await renderProfile(user);
    const save = screen.getByRole('button', { name: 'Save Profile' });
    expect(save).toBeDisabled();

    await app.user.clear(screen.getByLabelText('Last name'));
    await app.user.type(screen.getByLabelText('Last name'), 'Hive');
    await app.user.type(screen.getByLabelText('Bio'), 'Two hives in the orchard');
    await app.user.click(save);

    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeInTheDocument();
    expect(bodies).toEqual([{ lastName: 'Hive', bio: 'Two hives in the orchard' }]);
    expect(screen.getByLabelText('Last name')).toHaveValue('Hive');
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeDisabled();
  });

  it("shows the server's message when the save is refused", async () => {
    serveUsernameCheck(() => HttpResponse.json({ available: true }));
    recordBodies(routes.updateProfile, () => HttpResponse.json({ message: 'This username is taken' }, { status: 409 }));
    const app = await renderProfile();
    await app.user.type(screen.getByLabelText('Username'), 'queen');
    await waitFor(() => expect(usernameStatus()).toHaveTextContent(PROFILE_MESSAGES.usernameAvailable));
    await app.user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('This username is taken')).toBeInTheDocument();
  });

  it("says 'Failed to update profile' when the server gives no reason", async () => {
    server.use(http.patch(apiUrl(routes.updateProfile), () => new HttpResponse(null, { status: 502 })));
    const app = await renderProfile();
    await app.user.type(screen.getByLabelText('First name'), 'x');
    await app.user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(PROFILE_MESSAGES.updateFailed)).toBeInTheDocument();
  });

  it('raises no toast for a 401: the session ended and the logged-out notice takes over', async () => {
    server.use(
      http.patch(apiUrl(routes.updateProfile), () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
    );
    const app = await renderProfile();
    await app.user.type(screen.getByLabelText('First name'), 'x');
    // The user read answers 401 too once the session is gone.
    server.use(
      http.get(apiUrl(routes.getCurrentUser), () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
    );
    await app.user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Profile' })).not.toBeInTheDocument());
    expect(screen.queryByText(/Unauthorized/)).not.toBeInTheDocument();
    expect(screen.queryByText(TOASTS.errorTitle)).not.toBeInTheDocument();
  });

  it('refuses a malformed or reserved username before sending anything', async () => {
    const asked = serveUsernameCheck(() => HttpResponse.json({ available: true }));
    const bodies = servePatchedUser(buildUser());
    const app = await renderProfile();
    await app.user.type(screen.getByLabelText('Username'), 'a b!');
    await waitFor(() => expect(usernameStatus()).toHaveTextContent(VALIDATION.usernameFormat));
    await app.user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findAllByText(/Username must be 3 to 30 letters/)).not.toHaveLength(0);
    await app.user.clear(screen.getByLabelText('Username'));
    await app.user.type(screen.getByLabelText('Username'), 'Admin');
    await waitFor(() => expect(usernameStatus()).toHaveTextContent(VALIDATION.usernameReserved));
    expect(asked).toEqual([]);
    expect(bodies).toEqual([]);
  });
});

describe('statistics', () => {
  it('shows the counts the server computed', async () => {
    await renderProfile(
      buildUser({
        statistics: {
          hives: 12,
          apiaries: 2,
          inspectionsThisYear: 31,
          daysSinceLastInspection: 4,
          memberSince: '2025-03-14T09:00:00.000Z',
        },
      }),
    );
    const statistics = within(screen.getByRole('region', { name: 'Statistics' }));
    const value = (term: string) => statistics.getByText(term).nextElementSibling;
    expect(value('Hives')).toHaveTextContent('12');
    expect(value('Apiaries')).toHaveTextContent('2');
    expect(value('Inspections this year')).toHaveTextContent('31');
    expect(value('Days since last inspection')).toHaveTextContent('4');
    expect(value('Member since')).toHaveTextContent('Mar 14, 2025');
  });

  it('says there is no inspection yet rather than a number of days', async () => {
    await renderProfile();
    const statistics = within(screen.getByRole('region', { name: 'Statistics' }));
    expect(statistics.getByText('Days since last inspection').nextElementSibling).toHaveTextContent(
      'No inspection yet',
    );
  });
});

describe('in German', () => {
  it('shows the account, statistics, preferences and danger zone in a German beekeeper’s words', async () => {
    await activateLocale('de');
    signInAs(
      buildUser({
        statistics: {
          hives: 12,
          apiaries: 2,
          inspectionsThisYear: 31,
          daysSinceLastInspection: null,
          memberSince: '2025-03-14T09:00:00.000Z',
        },
      }),
    );
    serveAccountExports();
    renderWithApp(<Profile />, { path: '/profile' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    const statistics = within(screen.getByRole('region', { name: 'Statistik' }));
    expect(statistics.getByText('Völker').nextElementSibling).toHaveTextContent('12');
    expect(statistics.getByText('Durchsichten dieses Jahr').nextElementSibling).toHaveTextContent('31');
    expect(statistics.getByText('Tage seit der letzten Durchsicht').nextElementSibling).toHaveTextContent(
      'Noch keine Durchsicht',
    );
    expect(statistics.getByText('Mitglied seit').nextElementSibling).toHaveTextContent('14.03.2025');
    expect(screen.getByLabelText('Standard-Beutentyp')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Erinnerungen an Behandlungen per E-Mail' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Profil speichern' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Passwort ändern' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'JSON herunterladen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Konto löschen' })).toBeVisible();
  });
});

describe('preferences', () => {
  it('saves units at once, only the changed preference, and shows measures in metric', async () => {
    const user = buildUser();
    const bodies = servePatchedUser(user);
    const app = await renderProfile(user);
    expect(screen.getByTestId('units-example')).toHaveTextContent('10 lbs, 59°F, 8 mph');

    await app.user.selectOptions(screen.getByLabelText('Units'), 'metric');

    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeInTheDocument();
    expect(bodies).toEqual([{ preferences: { units: 'metric' } }]);
    expect(screen.getByTestId('units-example')).toHaveTextContent('4.5 kg, 15°C, 13 km/h');
  });

  it('speaks the language chosen at once, and keeps it on the profile for e-mails and other devices', async () => {
    const user = buildUser();
    const bodies = servePatchedUser(user);
    const app = await renderProfile(user);
    expect(screen.getByLabelText('Language')).toHaveValue('en-US');

    await app.user.selectOptions(screen.getByLabelText('Language'), 'de');

    expect(await screen.findByLabelText('Sprache')).toHaveValue('de');
    expect(bodies).toEqual([{ preferences: { language: 'de' } }]);
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('option', { name: 'Čeština' })).toHaveAttribute('lang', 'cs');
  });

  it('saves the default hive type and one notification at a time', async () => {
    const user = buildUser();
    const bodies = servePatchedUser(user);
    const app = await renderProfile(user);

    await app.user.selectOptions(screen.getByLabelText('Default hive type'), 'warre');
    await waitFor(() => expect(screen.getByLabelText('Default hive type')).toHaveValue('warre'));
    await app.user.click(screen.getByRole('checkbox', { name: 'E-mail me HiveKeeper product news' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'E-mail me HiveKeeper product news' })).toBeChecked(),
    );
    expect(bodies).toEqual([
      { preferences: { defaultHiveType: 'warre' } },
      { preferences: { notifications: { productNews: true } } },
    ]);
    expect(screen.getByRole('checkbox', { name: 'E-mail me task reminders' })).toBeChecked();
  });

  it('says reminders come once a day at 7:00 local time, in the time zone shown', async () => {
    const user = buildUser();
    const bodies = servePatchedUser(user);
    const app = await renderProfile(user);
    expect(screen.getByRole('checkbox', { name: 'E-mail me task reminders' })).toHaveAccessibleDescription(
      /once a day at 7:00 your local time/,
    );
    expect(screen.getByRole('checkbox', { name: 'E-mail me treatment reminders' })).toHaveAccessibleDescription(
      /once a day at 7:00 your local time/,
    );
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/London');

    await app.user.selectOptions(screen.getByLabelText('Time zone'), 'America/New_York');
    await waitFor(() => expect(bodies).toEqual([{ preferences: { timezone: 'America/New_York' } }]));
  });

  it("saves the browser's time zone on the first visit when none is saved yet", async () => {
    const user = buildUser({ preferences: { ...buildUser().preferences, timezone: null } });
    const bodies = servePatchedUser(user);
    await renderProfile(user);
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

    await waitFor(() => expect(bodies).toEqual([{ preferences: { timezone: browserZone } }]));
    expect(screen.getByLabelText('Time zone')).toHaveValue(browserZone);
  });
});
