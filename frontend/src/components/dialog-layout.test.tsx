import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderWithApp } from '@/testing/render';
import { ConfirmDeleteButton } from './confirm-delete-button';
import { DialogForm } from './dialog-form';
import { TitledDialog } from './titled-dialog';
import { Input, Label } from './ui/input';
import { UpgradeModal } from './upgrade-modal';

// jsdom lays nothing out, so these check the structure that keeps a tall dialog usable on a phone: the dialog is
// capped at the screen's height, its content scrolls in a body, and its buttons sit in a footer outside that body.

const LONG_NAME = 'Langstroth-Colony-From-The-Swarm-Caught-In-The-Orchard-No-01';

function expectScrollingBodyAndFixedFooter(dialog: HTMLElement, content: HTMLElement, buttons: string[]) {
  expect(dialog).toHaveClass('max-h-[calc(100dvh-2rem)]', 'flex', 'flex-col');
  const body = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]');
  const footer = dialog.querySelector<HTMLElement>('[data-slot="dialog-footer"]');
  expect(body).toHaveClass('min-h-0', 'overflow-y-auto');
  expect(footer).toHaveClass('shrink-0');
  expect(body).toContainElement(content);
  for (const name of buttons) {
    const button = within(dialog).getByRole('button', { name });
    expect(footer).toContainElement(button);
    expect(body).not.toContainElement(button);
  }
}

describe('every dialog on a small screen', () => {
  it('a record form scrolls its fields and keeps Cancel and the submit button in view', () => {
    renderWithApp(
      <TitledDialog open onOpenChange={() => undefined} title="Add New Hive" description="Record a colony.">
        <DialogForm
          form={{ formState: { isSubmitting: false } }}
          onSubmit={(event) => event.preventDefault()}
          submitLabel="Create Hive"
          pendingLabel="Creating..."
        >
          <Label htmlFor="name">Name</Label>
          <Input id="name" />
        </DialogForm>
      </TitledDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add New Hive' });
    expectScrollingBodyAndFixedFooter(dialog, screen.getByLabelText('Name'), ['Cancel', 'Create Hive']);
    // The form, holding body and footer, may shrink inside the dialog so that the body can scroll.
    expect(dialog.querySelector('form')).toHaveClass('min-h-0', 'flex-col');
  });

  it('the upgrade modal scrolls its features and keeps Maybe Later and Upgrade to Pro in view', () => {
    renderWithApp(<UpgradeModal open onOpenChange={() => undefined} reason="hives" />, {
      path: paths.app.hives.getHref(),
    });
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to Pro' });
    expectScrollingBodyAndFixedFooter(dialog, within(dialog).getByRole('list', { name: 'Pro features' }), [
      'Maybe Later',
      'Upgrade to Pro',
    ]);
  });

  it("a delete confirmation keeps Cancel and Delete in view, and breaks a long name so it can't widen the dialog", async () => {
    const { user } = renderWithApp(
      <ConfirmDeleteButton
        itemName={LONG_NAME}
        description="This can't be undone."
        onConfirm={async () => undefined}
      />,
    );
    await user.click(screen.getByRole('button', { name: `Delete ${LONG_NAME}` }));
    const dialog = screen.getByRole('alertdialog', { name: `Delete ${LONG_NAME}?` });
    expectScrollingBodyAndFixedFooter(dialog, within(dialog).getByText("This can't be undone."), ['Cancel', 'Delete']);
    expect(dialog).toHaveClass('wrap-anywhere');
  });

  it('is centred without a sideways transform, so it stays in the middle of any screen', () => {
    renderWithApp(<UpgradeModal open onOpenChange={() => undefined} reason="apiaries" />, {
      path: paths.app.apiaries.getHref(),
    });
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to Pro' });
    expect(dialog).toHaveClass('inset-x-0', 'mx-auto', 'w-[calc(100%-2rem)]', 'max-w-lg');
    expect(dialog.className).not.toMatch(/translate-x/);
  });
});
