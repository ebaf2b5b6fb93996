import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES } from '@shared/messages';
import { PASSWORD_RULE_SUMMARY } from '@shared/password-policy';
import { changePassword } from '@/lib/auth';
import { renderWithApp } from '@/testing/render';
import { ChangePasswordSection } from './change-password-section';

const CURRENT = 'Honeycomb-Meadow-42!';
const NEXT = 'Clover-Field-Bloom-7#';

function renderSection() {
  const app = renderWithApp(<ChangePasswordSection />);
  const fill = async (current: string, next: string) => {
    if (current) await app.user.type(screen.getByLabelText('Current password'), current);
    if (next) await app.user.type(screen.getByLabelText('New password'), next);
    await app.user.click(screen.getByRole('button', { name: 'Change Password' }));
  };
  return { ...app, fill };
}

const cognitoError = (name: string) => Object.assign(new Error('refused'), { name });

afterEach(() => {
  vi.mocked(changePassword).mockReset();
});

describe('Change Password on /profile', () => {
  it("ticks the pool's rule as the new password is typed", async () => {
    const { user } = renderSection();
    const rules = within(screen.getByRole('list', { name: 'Your password needs' }));
    expect(rules.getByText('At least 12 characters')).toHaveTextContent('(not yet)');
    await user.type(screen.getByLabelText('New password'), 'Clover-Field');
    expect(rules.getByText('At least 12 characters')).toHaveTextContent('(done)');
    expect(rules.getByText('A number (0-9)')).toHaveTextContent('(not yet)');
  });

  it('asks for the current password and a new one that meets the rule before calling Cognito', async () => {
    const { fill } = renderSection();
    await fill('', 'short');
    expect(screen.getByText('Enter your current password')).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_RULE_SUMMARY)).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('changes the password through Amplify, says so and clears the fields', async () => {
    const { fill } = renderSection();
    await fill(CURRENT, NEXT);
    expect(await screen.findByText(PROFILE_MESSAGES.passwordChangedTitle)).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith(CURRENT, NEXT);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it.each([
    ['NotAuthorizedException', PROFILE_MESSAGES.currentPasswordWrong],
    ['LimitExceededException', 'Too many attempts in a short time. Wait a few minutes, then try again.'],
    ['SomethingElse', PROFILE_MESSAGES.passwordChangeFailed],
  ])('says plainly why Cognito refused it (%s)', async (name, message) => {
    vi.mocked(changePassword).mockRejectedValueOnce(cognitoError(name));
    const { fill } = renderSection();
    await fill(CURRENT, NEXT);
    expect(await screen.findByText(PROFILE_MESSAGES.passwordChangeFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue(CURRENT);
  });
});
