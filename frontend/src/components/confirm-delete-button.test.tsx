import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { ConfirmDeleteButton } from './confirm-delete-button';
import { PageHeader } from './page-header';
import { Card } from './ui/card';
import { CardGrid } from './ui/card-grid';

/** When the list drops the deleted record: as the delete settles (the usual case), or a moment after it. */
type Removal = 'before settling' | 'after settling';

/**
 * A screen of records as HiveKeeper's screens are built: inside the layout's `<main>`, a page header and a grid of
 * cards with Delete buttons.
 */
function RecordScreen({ names, removal, failing = false }: { names: string[]; removal: Removal; failing?: boolean }) {
  const [records, setRecords] = useState(() => names.map((name) => ({ id: name, name })));

  async function remove(id: string) {
    await Promise.resolve();
    if (failing) return;
    const drop = () => setRecords((current) => current.filter((record) => record.id !== id));
    if (removal === 'before settling') drop();
    else setTimeout(drop, 5);
  }

  return (
    <main>
      <PageHeader title="Hives" description="Your colonies." />
      {records.length === 0 ? (
        <p>No hives yet</p>
      ) : (
        <CardGrid label="Hives" items={records}>
          {(record) => (
            <Card>
              <h2>{record.name}</h2>
              <ConfirmDeleteButton
                itemName={record.name}
                description="This can't be undone."
                onConfirm={() => remove(record.id)}
              />
            </Card>
          )}
        </CardGrid>
      )}
    </main>
  );
}

function cardOf(name: string): HTMLElement {
  const item = within(screen.getByRole('list', { name: 'Hives' }))
    .getAllByRole('listitem')
    .find((listItem) => within(listItem).queryByRole('heading', { name }));
  if (!item) throw new Error(`no card for ${name}`);
  return item;
}

async function deleteRecord(user: ReturnType<typeof renderWithApp>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
  const dialog = screen.getByRole('alertdialog', { name: `Delete ${name}?` });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

describe.each<Removal>(['before settling', 'after settling'])(
  'focus after a confirmed delete (the list drops the record %s)',
  (removal) => {
    it('moves to the next card, never to the page', async () => {
      const { user } = renderWithApp(<RecordScreen names={['Alpha', 'Bravo', 'Charlie']} removal={removal} />);
      await deleteRecord(user, 'Bravo');
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Bravo' })).not.toBeInTheDocument());
      await waitFor(() => expect(cardOf('Charlie')).toHaveFocus());
      expect(document.body).not.toHaveFocus();
    });

    it('moves to the previous card when the last one goes', async () => {
      const { user } = renderWithApp(<RecordScreen names={['Alpha', 'Bravo']} removal={removal} />);
      await deleteRecord(user, 'Bravo');
      await waitFor(() => expect(cardOf('Alpha')).toHaveFocus());
    });

    it("moves to the page's heading when the list is empty", async () => {
      const { user } = renderWithApp(<RecordScreen names={['Alpha']} removal={removal} />);
      await deleteRecord(user, 'Alpha');
      await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Hives' })).toHaveFocus());
      expect(screen.getByText('No hives yet')).toBeInTheDocument();
    });
  },
);

describe('a delete that failed', () => {
  it('keeps the card and gives focus back to its Delete button', async () => {
    const { user } = renderWithApp(<RecordScreen names={['Alpha', 'Bravo']} removal="before settling" failing />);
    await deleteRecord(user, 'Alpha');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Alpha' })).toHaveFocus());
    expect(cardOf('Alpha')).toBeInTheDocument();
  });
});

describe("the cards' list", () => {
  it('lets code focus a card and the heading, but keeps both out of the Tab order', () => {
    renderWithApp(<RecordScreen names={['Alpha']} removal="before settling" />);
    expect(cardOf('Alpha')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Hives' })).toHaveAttribute('tabindex', '-1');
  });
});
