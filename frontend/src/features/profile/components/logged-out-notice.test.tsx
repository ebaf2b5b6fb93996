import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES } from '@shared/messages';
import { paths } from '@/config/paths';
import { LOGGED_OUT_REDIRECT_DELAY_MS, LoggedOutNotice } from './logged-out-notice';

/** The profile without a user, with a way home whose page (like the landing page) is a chunk still downloading. */
function renderProfileSignedOut() {
  let arriveHome: (page: { default: ComponentType }) => void = () => undefined;
  const Home = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arriveHome = resolve)));
  function Profile() {
    const navigate = useNavigate();
    return (
      <>
        <button onClick={() => void navigate(paths.home.getHref())}>Go home</button>
        <LoggedOutNotice />
      </>
    );
  }
  render(
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes>
          <Route path={paths.app.profile.path} element={<Profile />} />
          <Route path={paths.home.path} element={<Home />} />
          <Route path={paths.auth.login.path} element={<h1>Sign in</h1>} />
        </Routes>
      </Suspense>
    </BrowserRouter>,
  );
  return { arriveHome: () => act(() => arriveHome({ default: () => <h1>Landing</h1> })) };
}

const afterTheDelay = () => act(() => vi.advanceTimersByTime(LOGGED_OUT_REDIRECT_DELAY_MS + 1));

beforeEach(() => {
  // Timeouts only: IndexedDB's stand-in schedules its work with setImmediate, and a write of an earlier file's
  // client caught on a fake clock would never finish, leaving the database locked for the worker's next files.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  window.history.replaceState(null, '', paths.app.profile.getHref());
});

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('LoggedOutNotice', () => {
  it('sends a visitor on the profile to sign-in after 500 ms, to come back here', async () => {
    renderProfileSignedOut();
    expect(screen.getByText(PROFILE_MESSAGES.loggedOut)).toBeInTheDocument();
    await afterTheDelay();
    expect(window.location.pathname + window.location.search).toBe(
      paths.auth.login.getHref({ redirect: paths.app.profile.getHref() }),
    );
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('leaves a beekeeper who is already on the way home (logging out) to arrive there, however long it takes', async () => {
    const { arriveHome } = renderProfileSignedOut();
    fireEvent.click(screen.getByRole('button', { name: 'Go home' }));
    // The home page's chunk is still downloading: the profile's notice stays on show, the address is home's.
    expect(screen.getByText(PROFILE_MESSAGES.loggedOut)).toBeInTheDocument();
    await afterTheDelay();
    expect(window.location.pathname).toBe(paths.home.getHref());
    await arriveHome();
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  });
});
