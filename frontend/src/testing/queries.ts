import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Clicks the button named `button` once it shows, and returns queries within the dialog named `dialog` it opens. */
export async function openDialog(user: UserEvent, button: string, dialog: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: dialog }));
}

/** The card of the record whose heading is `name`: its item in the screen's list. */
export function cardOf(name: string): HTMLElement {
  const card = screen.getByRole('heading', { name }).closest('li');
  if (!card) throw new Error(`${name} has no card`);
  return card;
}
