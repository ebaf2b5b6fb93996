import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureAmplify } from '@/lib/amplify-auth';
import { runtimeConfig, setRuntimeConfig } from '@/lib/runtime-config';
import { renderWithApp } from '@/testing/render';
import { SignInScreen } from './sign-in-screen';

// Amplify configured as the app does it (prepareAuth itself is mocked in component tests): with no session stored,
// the Authenticator shows its forms without calling Cognito. Signing in for real is the end-to-end suite's job.
beforeEach(() => configureAmplify(runtimeConfig()));

/** The Authenticator takes a while to render its first form in jsdom (its state machine starts asynchronously). */
const FIRST_RENDER = { timeout: 5_000 };

describe('the sign-in screen', () => {
  it('opens on the Create Account tab when asked, under the HiveKeeper header', async () => {
    renderWithApp(<SignInScreen initialTab="signUp" />, { path: '/login' });
    expect(await screen.findByRole('heading', { name: 'HiveKeeper', level: 1 }, FIRST_RENDER)).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'Create Account', selected: true })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toBeInTheDocument();
  });

  it('opens on Sign In by default', async () => {
    renderWithApp(<SignInScreen initialTab="signIn" />, { path: '/login' });
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true }, FIRST_RENDER)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
  });

  it('points a local newcomer to the local inbox for the confirmation code', async () => {
    setRuntimeConfig({ ...runtimeConfig(), localInboxUrl: 'http://localhost:8005/' });
    renderWithApp(<SignInScreen initialTab="signUp" />, { path: '/login' });
    expect(
      await screen.findByText(/Running locally: confirmation codes arrive in the/, {}, FIRST_RENDER),
    ).toBeVisible();
    const link = screen.getByRole('link', { name: /local inbox/ });
    expect(link).toHaveAttribute('href', 'http://localhost:8005/');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says nothing about a local inbox in the cloud', async () => {
    renderWithApp(<SignInScreen initialTab="signIn" />, { path: '/login' });
    await screen.findByRole('tab', { name: 'Sign In' }, FIRST_RENDER);
    expect(screen.queryByText(/Running locally/)).not.toBeInTheDocument();
  });
});
