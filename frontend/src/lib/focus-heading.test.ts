import { describe, expect, it } from 'vitest';
import { focusMainHeadingWhenShown } from './focus-heading';

const nextMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('focusMainHeadingWhenShown', () => {
  it("focuses the next page's heading, not the leaving page's while it still changes", async () => {
    document.body.innerHTML = '<main><h1>Sign in</h1><button>Sign in</button></main>';
    focusMainHeadingWhenShown();
    // The sign-in page changes as it goes: its heading stays unfocused.
    document.querySelector('button')?.append(' ...');
    await nextMutations();
    expect(document.activeElement).toBe(document.body);

    document.body.innerHTML = '<main><h1>Hives</h1></main>';
    await nextMutations();
    expect(document.activeElement?.textContent).toBe('Hives');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('follows the heading when the screen draws it again, until the beekeeper acts', async () => {
    document.body.innerHTML = '<main><h1>Sign in</h1></main>';
    focusMainHeadingWhenShown();
    document.body.innerHTML = '<main><h1>Hives</h1><p>Loading</p></main>';
    await nextMutations();
    // The screen's own heading replaces its loading heading: focus follows instead of falling to the page.
    document.body.innerHTML = '<main><h1 id="screen">Hives</h1><button>Add</button></main>';
    await nextMutations();
    expect(document.activeElement?.id).toBe('screen');

    document.querySelector('button')?.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    document.body.innerHTML = '<main><h1>Apiaries</h1></main>';
    await nextMutations();
    expect(document.activeElement).toBe(document.body);
  });
});
