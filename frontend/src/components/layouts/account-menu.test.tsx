import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { buildUser } from '@/testing/server';
import { AccountMenu } from './account-menu';

// 70 characters, no name on the account: the header shows the address itself.
const LONG_EMAIL = 'beekeeper-with-a-long-3be37668-9ce0-4ff7-8831-458c0fdba40c@example.com';

function renderMenu(overrides: Parameters<typeof buildUser>[0]) {
  return renderWithApp(<AccountMenu user={buildUser(overrides)} onLogout={() => undefined} />);
}

describe("the header's account button", () => {
  it('names a long e-mail in full to screen readers and on hover, and shows it on one truncated line', () => {
    renderMenu({ firstName: null, lastName: null, username: null, email: LONG_EMAIL });
    const button = screen.getByRole('button', { name: `Account menu for ${LONG_EMAIL}` });
    expect(button).toHaveAttribute('title', LONG_EMAIL);

    // jsdom can't measure: this is the structure that keeps it to one line. `not-sr-only` once undid `truncate`.
    const shown = within(button).getByText(LONG_EMAIL);
    expect(shown).toHaveClass('truncate', 'min-w-0', 'max-sm:sr-only');
    expect(shown.className).not.toMatch(/not-sr-only/);
    expect(button).toHaveClass('min-w-0');
    // The avatar and the chevron keep their size, so the text truncates instead of running under the chevron.
    for (const fixed of button.querySelectorAll('[aria-hidden="true"]')) expect(fixed).toHaveClass('shrink-0');
  });

  it('shows the whole e-mail in the menu, once, wrapped rather than cut', async () => {
    const { user } = renderMenu({ firstName: null, lastName: null, username: null, email: LONG_EMAIL });
    await user.click(screen.getByRole('button', { name: `Account menu for ${LONG_EMAIL}` }));
    const menu = await screen.findByRole('menu');
    const address = within(menu).getByText(LONG_EMAIL);
    expect(address.className).not.toMatch(/truncate/);
    expect(menu).toHaveClass('wrap-anywhere');
    expect(within(menu).getAllByText(LONG_EMAIL)).toHaveLength(1);
  });

  it('shows the display name on the button and both name and e-mail in the menu', async () => {
    const { user } = renderMenu({ firstName: 'Ada', lastName: 'Apiarist', email: 'ada@example.com' });
    const button = screen.getByRole('button', { name: 'Account menu for Ada Apiarist' });
    expect(button).toHaveAttribute('title', 'Ada Apiarist');
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Ada Apiarist')).toBeInTheDocument();
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
  });

  it('shows the profile picture, and the initials when there is none or it fails to load', () => {
    const { unmount } = renderMenu({ firstName: 'Ada', lastName: 'Apiarist' });
    expect(screen.queryByTestId('account-avatar')).not.toBeInTheDocument();
    expect(screen.getByText('AA')).toBeInTheDocument();
    unmount();

    renderMenu({ firstName: 'Ada', lastName: 'Apiarist', profileImageUrl: 'http://hivekeeper.test/signed/ada.png' });
    const avatar = screen.getByTestId('account-avatar');
    expect(avatar).toHaveAttribute('src', 'http://hivekeeper.test/signed/ada.png');
    expect(screen.queryByText('AA')).not.toBeInTheDocument();
    // An expired presigned URL: the initials come back rather than a broken image.
    fireEvent.error(avatar);
    expect(screen.queryByTestId('account-avatar')).not.toBeInTheDocument();
    expect(screen.getByText('AA')).toBeInTheDocument();
  });
});
