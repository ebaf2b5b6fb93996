/**
 * A feature area's messages (`shared/i18n/catalogs/<area>/<locale>.json`) in the web app: the American English
 * source comes with the area's code; another language's catalogue is loaded the first time the area shows in it
 * (one small chunk per area and language), so a screen downloads only its own words.
 */
import { i18n } from '@lingui/core';
import { useMemo } from 'react';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { PSEUDO_LOCALE, SOURCE_LOCALE, type DisplayLocale } from '@shared/i18n/locales';
import { switchLocale, useLocale } from './locale';
import { loadMessageTranslator, waitFor } from './use-message-text';

/** An area's messages as the build compiled them (`frontend/message-catalogs-plugin.ts`), by id. */
export type CompiledCatalog = Record<string, CompiledMessage>;
type CatalogLoader = () => Promise<CompiledCatalog>;

/** An area's catalogue files, as `virtual:catalog/<area>` gives them (`frontend/message-catalogs-plugin.ts`). */
export interface CatalogFiles {
  area: string;
  /** The source catalogue, in the area's chunk. */
  source: CompiledCatalog;
  /** The other languages' catalogues, each loaded on demand. */
  translations: Partial<Record<DisplayLocale, CatalogLoader>>;
  /** The pseudo-locale, made from the source. */
  pseudo: CatalogLoader;
}

export interface MessageCatalog<Key extends string> {
  area: string;
  /** Only a type: the keys of the source catalogue. */
  keys?: Key;
  loaders: Partial<Record<DisplayLocale, CatalogLoader>>;
}

/** Values of an ICU message's placeholders: `{count, plural, ...}`, `{name}`. */
export type MessageValues = Record<string, string | number | Date>;
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

const catalogs = new Set<MessageCatalog<string>>();
/** Each area's catalogue in each language: loading, or loaded. */
const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/**
 * An area's catalogue (see `features/dashboard/messages.ts`): its source messages are in Lingui at once, the others
 * load when the area first shows in their language.
 */
export function defineCatalog<Key extends string>({
  area,
  source,
  translations,
  pseudo,
}: CatalogFiles): MessageCatalog<Key> {
  i18n.load(SOURCE_LOCALE, source);
  loaded.add(`${area}:${SOURCE_LOCALE}`);
  const catalog: MessageCatalog<Key> = { area, loaders: { ...translations, [PSEUDO_LOCALE]: pseudo } };
  catalogs.add(catalog);
  return catalog;
}

/** The area's messages in `locale`: loaded now, or the promise of them (null when already there). */
function loadCatalog(catalog: MessageCatalog<string>, locale: DisplayLocale): Promise<void> | null {
  const key = `${catalog.area}:${locale}`;
  if (loaded.has(key)) return null;
  let load = loads.get(key);
  if (!load) {
    const loader = catalog.loaders[locale];
    if (!loader) throw new Error(`The ${catalog.area} catalogue has no ${locale} messages`);
    load = loader().then((messages) => {
      i18n.load(locale, messages);
      loaded.add(key);
    });
    // A failed chunk (offline before the service worker kept it) may be asked for again.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** Every area's catalogue shown so far, in `locale`: what a switch of language waits for. */
export async function loadCatalogs(locale: DisplayLocale): Promise<void> {
  await Promise.all([...catalogs].map((catalog) => loadCatalog(catalog, locale)));
}

/**
 * Shows HiveKeeper in `locale`: the messages of every area on screen are loaded first, so the switch is one render,
 * not a screen of spinners.
 */
export async function activateLocale(locale: DisplayLocale): Promise<void> {
  // The translator of toasts and field messages comes too, so the first toast in the new language doesn't wait.
  await Promise.all([loadCatalogs(locale), loadMessageTranslator(locale)]);
  switchLocale(locale);
}

/** The translate function of an area, without React (for toasts and helpers): the messages must be loaded. */
export function messagesOf<Key extends string>(catalog: MessageCatalog<Key>): Translate<Key> {
  return (key, values) => i18n._(`${catalog.area}.${key}`, values);
}

/**
 * An area's messages in the language shown: the screen waits (React Suspense) the first time the area shows in a
 * language other than the source, and renders again when the language changes.
 */
export function useMessages<Key extends string>(catalog: MessageCatalog<Key>): Translate<Key> {
  const locale = useLocale();
  const pending = loadCatalog(catalog, locale);
  if (pending) waitFor(pending);
  // A new function per language (`locale` keys it): components that memoise on it render the new words.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => messagesOf(catalog), [catalog, locale]);
}
