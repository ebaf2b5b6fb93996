import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';
import { Card, CardHeader, CardTitle } from './card';
import { CardGrid } from './card-grid';
import { EmptyState } from './empty-state';

// jsdom lays nothing out: these check the structure that lets a 60-character name without a space wrap inside its
// card instead of widening the grid and the page (the e2e layout spec measures it in Chromium at 390 and 1280 px).

const LONG_NAME = 'Hillside-Heather-Apiary-Above-The-Old-Quarry-By-The-Moorland';

describe('cards with a long name', () => {
  it('sit in columns that never grow past their share of the row', () => {
    render(
      <CardGrid label="Apiaries" items={[{ id: 'a', name: LONG_NAME }]}>
        {(item) => (
          <Card>
            <CardHeader>
              <CardTitle>{item.name}</CardTitle>
            </CardHeader>
          </Card>
        )}
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Apiaries' });
    // grid-cols-1 is `repeat(1, minmax(0, 1fr))`: without it the one implicit column is as wide as the longest word.
    expect(list).toHaveClass('grid', 'grid-cols-1', 'md:grid-cols-2', 'xl:grid-cols-3');
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveClass('min-w-0');
    // `overflow-wrap: anywhere` is inherited by everything in the card, and lowers its minimum width.
    const card = within(list).getByRole('heading', { name: LONG_NAME }).closest('.rounded-lg.border');
    expect(card).toHaveClass('min-w-0', 'wrap-anywhere');
  });

  it('keep a badge whole beside a long title, never wider than the card', () => {
    render(<Badge tone="honey">Active</Badge>);
    expect(screen.getByText('Active')).toHaveClass('shrink-0', 'max-w-full');
  });

  it('and an empty state naming one breaks it rather than the page', () => {
    render(<EmptyState title={`No hives in ${LONG_NAME} yet`} />);
    const title = screen.getByRole('heading', { name: `No hives in ${LONG_NAME} yet` });
    expect(title.parentElement).toHaveClass('min-w-0', 'wrap-anywhere');
  });
});
