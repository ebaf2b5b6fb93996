import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { configureAmplify } from '@/lib/amplify-auth';
import { activateLocale } from '@/lib/i18n/catalog';
import { runtimeConfig, setRuntimeConfig } from '@/lib/runtime-config';
import { renderWithApp } from '@/testing/render';
import { SignInScreen } from './sign-in-screen';

// Amplify configured as the app does it (prepareAuth itself is mocked in component tests): with no session stored,
// the Authenticator shows its forms without calling Cognito. Signing in for real is the end-to-end suite's job.
beforeEach(() => configureAmplify(runtimeConfig()));

/** The Authenticator takes a while to render its first form in jsdom (its state machine starts asynchronously). */
const FIRST_RENDER = { timeout: 5_000 };

/** The checklist's items as a screen reader reads them: each rule with its state. */
function checklistItems(): string[] {
  const list = screen.getByRole('list', { name: 'Your password needs' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('the password rule on Create Account', () => {
  it('states every rule before typing and ticks each one live, announcing the progress politely', async () => {
    const { user } = renderWithApp(<SignInScreen initialTab="signUp" />, { path: paths.auth.login.getHref() });
    const password = await screen.findByLabelText('Password', {}, FIRST_RENDER);
    expect(checklistItems()).toEqual([
      'At least 12 characters (not yet)',
      'A lowercase letter (a-z) (not yet)',
      'An uppercase letter (A-Z) (not yet)',
      'A number (0-9) (not yet)',
      'A symbol, such as ! ? # - or _ (not yet)',
    ]);

    await user.type(password, 'honey7');
    expect(checklistItems()).toEqual([
      'At least 12 characters (not yet)',
      'A lowercase letter (a-z) (done)',
      'An uppercase letter (A-Z) (not yet)',
      'A number (0-9) (done)',
      'A symbol, such as ! ? # - or _ (not yet)',
    ]);
    const announcement = screen.getByText(/password rules met/);
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    expect(announcement).toHaveTextContent(
      '2 of 5 password rules met. Still needed: at least 12 characters, an uppercase letter (A-Z), a symbol, such as ! ? # - or _.',
    );

    await user.type(password, '-Meadow-Flow');
    expect(checklistItems().every((item) => item.endsWith('(done)'))).toBe(true);
    expect(screen.getByText('Your password meets every rule.')).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps Create Account off once a weak password is left, pointing to the checklist', async () => {
    const { user } = renderWithApp(<SignInScreen initialTab="signUp" />, { path: paths.auth.login.getHref() });
    await user.type(await screen.findByLabelText('Email', {}, FIRST_RENDER), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Short-1a');
    await user.type(screen.getByLabelText('Confirm password'), 'Short-1a');
    expect(await screen.findByText('Choose a password that meets every rule in the list below.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  });
});

describe('the sign-in screen', () => {
  it('opens on the Create Account tab when asked, in HiveKeeper words and without a second logo', async () => {
    const { container } = renderWithApp(<SignInScreen initialTab="signUp" />, { path: paths.auth.login.getHref() });
    expect(
      await screen.findByRole('heading', { name: 'Create your HiveKeeper account', level: 1 }, FIRST_RENDER),
    ).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'Create Account', selected: true })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('placeholder', 'you@example.com');
    expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', 'Choose a password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('placeholder', 'The same password again');
    // The layout's header carries the one logo; the screen itself draws none.
    expect(container.querySelector('svg[viewBox="0 0 32 32"]')).toBeNull();
  });

  it('opens on Sign In by default', async () => {
    renderWithApp(<SignInScreen initialTab="signIn" />, { path: paths.auth.login.getHref() });
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true }, FIRST_RENDER)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sign in to HiveKeeper', level: 1 })).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', 'Your password');
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
  });

  it('points a local newcomer to the local inbox for the confirmation code', async () => {
    setRuntimeConfig({ ...runtimeConfig(), localInboxUrl: 'http://localhost:8005/' });
    renderWithApp(<SignInScreen initialTab="signUp" />, { path: paths.auth.login.getHref() });
    expect(
      await screen.findByText(/Running locally: confirmation codes arrive in the/, {}, FIRST_RENDER),
    ).toBeVisible();
    const link = screen.getByRole('link', { name: /local inbox/ });
    expect(link).toHaveAttribute('href', 'http://localhost:8005/');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says nothing about a local inbox in the cloud', async () => {
    renderWithApp(<SignInScreen initialTab="signIn" />, { path: paths.auth.login.getHref() });
    await screen.findByRole('tab', { name: 'Sign In' }, FIRST_RENDER);
    expect(screen.queryByText(/Running locally/)).not.toBeInTheDocument();
  });
});

describe('the sign-in screen in German', () => {
  it('speaks German in its own words and in the Authenticator’s', async () => {
    await activateLocale('de');
    renderWithApp(<SignInScreen initialTab="signUp" />, { path: paths.auth.login.getHref() });
    expect(
      await screen.findByRole('heading', { name: 'HiveKeeper-Konto erstellen', level: 1 }, FIRST_RENDER),
    ).toBeVisible();
    expect(screen.getByText('Kostenlos für bis zu 3 Völker. Keine Karte nötig.')).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'Konto erstellen', selected: true })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Anmelden' })).toBeVisible();
    expect(screen.getByLabelText('Passwort bestätigen')).toHaveAttribute(
      'placeholder',
      'Dasselbe Passwort noch einmal',
    );
  });
});
