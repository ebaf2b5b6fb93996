import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_MARK, SIGNED_IN_MARK_SCRIPT } from './signed-in-mark';

/** Runs the head's script as the browser would, against `storage` (or a localStorage that throws). */
function runScript(storage: Record<string, string> | 'blocked'): boolean {
  const marks = new Set<string>();
  const keys = storage === 'blocked' ? [] : Object.keys(storage);
  vi.stubGlobal('document', { documentElement: { setAttribute: (name: string) => marks.add(name) } });
  vi.stubGlobal(
    'localStorage',
    storage === 'blocked'
      ? Object.defineProperty({}, 'length', {
          get() {
            throw new Error('SecurityError: storage is disabled');
          },
        })
      : { length: keys.length, key: (index: number) => keys[index] ?? null },
  );
  new Function(SIGNED_IN_MARK_SCRIPT)();
  return marks.has(SIGNED_IN_MARK);
}

afterEach(() => vi.unstubAllGlobals());

describe('the signed-in mark', () => {
  it("marks the document when Amplify keeps a session: its last signed-in user's key, for any app client", () => {
    expect(
      runScript({
        'hivekeeper.welcomed.u1': '2026-11-27',
        'CognitoIdentityServiceProvider.4f1k2client.LastAuthUser': 'ada@example.com',
      }),
    ).toBe(true);
  });

  it("leaves a visitor's document alone, whatever else is stored", () => {
    expect(runScript({})).toBe(false);
    expect(runScript({ 'CognitoIdentityServiceProvider.4f1k2client.ada.idToken': 'x', LastAuthUser: 'y' })).toBe(false);
  });

  it('leaves the document alone when storage is blocked, so the page shows', () => {
    expect(runScript('blocked')).toBe(false);
  });
});
