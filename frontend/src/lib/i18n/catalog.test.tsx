import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useState } from 'react';
import { defineCatalog, useMessages } from './catalog';
import { switchLocale } from './locale';

function catalogWith(area: string) {
  return defineCatalog<'heading'>({
    area,
    source: { [`${area}.heading`]: ['Task Schedule'] },
    // The German words arrive a moment later, as a chunk does: React replays the waiting screen once they're in.
    translations: { de: () => Promise.resolve({ [`${area}.heading`]: ['Aufgabenplan'] }) },
    pseudo: () => Promise.resolve({}),
  });
}

describe('useMessages', () => {
  it('shows a screen whose catalogue arrives while it waits, with hooks after the catalogue', async () => {
    const catalog = catalogWith('replayed-screen');
    function Screen() {
      const t = useMessages(catalog);
      const [done] = useState(false);
      return <h1>{done ? '' : t('heading')}</h1>;
    }
    switchLocale('de');
    const errors: unknown[] = [];
    const view = render(<Suspense fallback={<p>Loading</p>}>{null}</Suspense>, {
      onRecoverableError: (error) => errors.push(error),
    });
    // A navigation renders in a transition, where React replays a component whose promise settled meanwhile.
    await act(async () => {
      startTransition(() => {
        view.rerender(
          <Suspense fallback={<p>Loading</p>}>
            <Screen />
          </Suspense>,
        );
      });
    });
    expect(await screen.findByRole('heading', { name: 'Aufgabenplan' })).toBeInTheDocument();
    expect(errors).toEqual([]);
  });
});
