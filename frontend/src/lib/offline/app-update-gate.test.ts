import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdAppUpdate, isAppUpdateHeld, onAppUpdateHoldChange } from './app-update-gate';

describe('the app update gate', () => {
  afterEach(() => {
    holdAppUpdate('form', false);
    holdAppUpdate('outbox', false);
  });

  it('is held while any reason holds it, and tells listeners only when a hold starts or ends', () => {
    const listener = vi.fn();
    const unsubscribe = onAppUpdateHoldChange(listener);
    holdAppUpdate('form', true);
    holdAppUpdate('outbox', true);
    holdAppUpdate('outbox', true);
    expect(isAppUpdateHeld()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);

    holdAppUpdate('form', false);
    expect(isAppUpdateHeld()).toBe(true);
    holdAppUpdate('outbox', false);
    expect(isAppUpdateHeld()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    holdAppUpdate('form', true);
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
