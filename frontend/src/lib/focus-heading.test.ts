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
});
