import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageCodeOf } from '../../shared/i18n/message-codes';
import { API_ERRORS, TOASTS, VALIDATION } from '../../shared/messages';
import { COLONY_EVENT_API_ERRORS } from '../../shared/messages/colony-events';
import { MESSAGE_CATALOG_FILE, renderMessageCatalog } from './write-message-catalog';

let catalog: Record<string, string>;
beforeAll(async () => {
  catalog = JSON.parse(await renderMessageCatalog()) as Record<string, string>;
});

/** The catalogue's English for `code`, formatted by Lingui as a screen in another language would be. */
function formatted(code: string, params?: Record<string, string>): string {
  const message = catalog[code];
  if (message === undefined) throw new Error(`No message ${code}`);
  return setupI18n({ locale: 'en-US', messages: { 'en-US': { [code]: compileMessage(message) } } })._(code, params);
}

describe('the messages catalogue (toasts, validation messages, API errors)', () => {
  it('is what `npm run catalogs:messages` writes from shared/messages now (run it after changing a message)', () => {
    expect(readFileSync(MESSAGE_CATALOG_FILE, 'utf8')).toBe(`${JSON.stringify(catalog, null, 2)}\n`);
  });

  it('says every message of the three tables word for word as HiveKeeper says it in English', () => {
    const plain = { ...VALIDATION, ...API_ERRORS, ...TOASTS };
    for (const [code, message] of Object.entries(plain)) {
      if (typeof message === 'string') expect(formatted(code), code).toBe(message);
    }
  });

  it("gives a function's message its arguments back by position, as the API's params name them", () => {
    const text = COLONY_EVENT_API_ERRORS.notLatestEvent('Golden Comb');
    expect(messageCodeOf(text)).toEqual({ code: 'notLatestEvent', params: { 0: 'Golden Comb' } });
    expect(formatted('notLatestEvent', { 0: 'Golden Comb' })).toBe(text);
    const joined = TOASTS.hivesMovedAndApiaryDeleted('3 hives', 'Clover Meadow', 'Home Apiary');
    expect(messageCodeOf(joined)).toEqual({
      code: 'hivesMovedAndApiaryDeleted',
      params: { 0: '3 hives', 1: 'Clover Meadow', 2: 'Home Apiary' },
    });
    expect(formatted('hivesMovedAndApiaryDeleted', { 0: '3 hives', 1: 'Clover Meadow', 2: 'Home Apiary' })).toBe(
      joined,
    );
  });

  it('knows a text no table says by no code', () => {
    expect(messageCodeOf('Golden Comb')).toBeUndefined();
  });
});
