/**
 * Nothing left behind (the Languages issue): every area's catalogue exists in every shipped language with exactly the
 * source's messages, each a valid ICU message using the source's placeholders, so a screen never shows a message id
 * or drops a count. A new message added to `en-US.json` fails here until every language has it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES, SOURCE_LOCALE } from '../../shared/i18n/locales';

const CATALOGS = path.join(import.meta.dirname, '../../shared/i18n/catalogs');
type CatalogSource = Record<string, string>;
const areas = readdirSync(CATALOGS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function catalog(area: string, locale: string): CatalogSource {
  return JSON.parse(readFileSync(path.join(CATALOGS, area, `${locale}.json`), 'utf8')) as CatalogSource;
}

/** The placeholders a message uses (`{name}`, `{count, plural, ...}`), and those inside its plural and select cases. */
function placeholders(message: CompiledMessage, found = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , cases] = token;
    found.add(name);
    if (cases && typeof cases === 'object')
      for (const [key, choice] of Object.entries(cases))
        if (key !== 'offset') placeholders(choice as CompiledMessage, found);
  }
  return found;
}

describe.each(areas)('the %s catalogue', (area) => {
  const source = catalog(area, SOURCE_LOCALE);

  it.each(LOCALES)('in %s has every message of the source and no other', (locale) => {
    const files = readdirSync(path.join(CATALOGS, area));
    expect(files).toContain(`${locale}.json`);
    expect(Object.keys(catalog(area, locale)).sort()).toEqual(Object.keys(source).sort());
  });

  it.each(LOCALES)('in %s is valid ICU with the same placeholders as the source', (locale) => {
    const translated = catalog(area, locale);
    for (const [key, message] of Object.entries(translated)) {
      const expected = [...placeholders(compileMessageOrThrow(source[key] ?? ''))].sort();
      expect([...placeholders(compileMessageOrThrow(message))].sort(), `${area}.${key} in ${locale}`).toEqual(expected);
      expect(message.trim(), `${area}.${key} in ${locale} is empty`).not.toBe('');
    }
  });
});
