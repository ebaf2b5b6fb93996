import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Clicks the button named `button` once it shows, and returns queries within the dialog named `dialog` it opens, once
 * its form is there: a record form loads when its dialog opens (`lazyRecordForm`), with a spinner until then.
 */
export async function openDialog(user: UserEvent, button: string, dialog: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  const opened = await screen.findByRole('dialog', { name: dialog });
  await waitFor(() => expect(opened.querySelector('form')).not.toBeNull());
  return within(opened);
}

/** The card of the record whose heading is `name`: its item in the screen's list. */
export function cardOf(name: string): HTMLElement {
  const card = screen.getByRole('heading', { name }).closest('li');
  if (!card) throw new Error(`${name} has no card`);
  return card;
}
