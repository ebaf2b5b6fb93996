/**
 * HiveKeeper's message catalogues in the web build (docs/features/languages.md): `virtual:catalog/<area>` is an
 * area's files, its source catalogue at once and each other language loaded on demand, for `defineCatalog`. A
 * catalogue file imported with `?catalog` (`shared/i18n/catalogs/<area>/<locale>.json?catalog`) becomes its messages
 * compiled by Lingui's compiler, so the browser gets Lingui's runtime and no ICU parser; `?catalog&pseudo` of the
 * source catalogue is the pseudo-locale of the tests.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import pseudolocalize from 'pseudolocale';

const CATALOG_IMPORT = /\.json\?catalog(&pseudo)?$/;
const AREA_IMPORT = /^virtual:catalog\/([a-z-]+)$/;
const CATALOGS_DIR = fileURLToPath(new URL('../shared/i18n/catalogs/', import.meta.url));
const SOURCE_FILE = 'en-US.json';
/** Virtual ids without `.json`, so Vite's JSON plugin leaves the compiled module alone. */
const VIRTUAL_PREFIX = '\0hivekeeper-catalog:';
const AREA_PREFIX = '\0hivekeeper-catalog-area:';
const PSEUDO_SUFFIX = '&pseudo';

export function messageCatalogs(): Plugin {
  return {
    name: 'hivekeeper-message-catalogs',
    enforce: 'pre',
    async resolveId(source, importer) {
      const area = AREA_IMPORT.exec(source);
      if (area) return `${AREA_PREFIX}${area[1]}`;
      const match = CATALOG_IMPORT.exec(source);
      if (!match) return null;
      const file = await this.resolve(source.replace(/\?.*$/, ''), importer, { skipSelf: true });
      if (!file) return null;
      return `${VIRTUAL_PREFIX}${file.id.replace(/\.json$/, '')}${match[1] ? PSEUDO_SUFFIX : ''}`;
    },
    async load(id) {
      if (id.startsWith(AREA_PREFIX)) return areaModule(id.slice(AREA_PREFIX.length));
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const pseudo = id.endsWith(PSEUDO_SUFFIX);
      const file = `${id.slice(VIRTUAL_PREFIX.length, pseudo ? -PSEUDO_SUFFIX.length : undefined)}.json`;
      this.addWatchFile(file);
      const source = JSON.parse(await readFile(file, 'utf8')) as CatalogSource;
      const area = path.basename(path.dirname(file));
      return `export default ${JSON.stringify(compileCatalog(area, source, { pseudo }))};`;
    },
  };
}

/** `area`'s files as `defineCatalog` takes them: one file per language in its folder, the source English at once. */
async function areaModule(area: string): Promise<string> {
  const fileOf = (file: string, query = '?catalog') => JSON.stringify(`@shared/i18n/catalogs/${area}/${file}${query}`);
  const translations = (await readdir(path.join(CATALOGS_DIR, area)))
    .filter((file) => file.endsWith('.json') && file !== SOURCE_FILE)
    .map(
      (file) =>
        `${JSON.stringify(file.slice(0, -'.json'.length))}: () => import(${fileOf(file)}).then((m) => m.default)`,
    );
  return [
    `import source from ${fileOf(SOURCE_FILE)};`,
    `export default {`,
    `  area: ${JSON.stringify(area)},`,
    `  source,`,
    `  translations: { ${translations.join(', ')} },`,
    `  pseudo: () => import(${fileOf(SOURCE_FILE, '?catalog&pseudo')}).then((m) => m.default),`,
    `};`,
  ].join('\n');
}

/** A catalogue file: message keys to ICU MessageFormat texts. */
type CatalogSource = Record<string, string>;

/** What every pseudo-locale message starts and ends with: a visible string without them was never translated. */
const PSEUDO_START = '[!!';
const PSEUDO_END = '!!]';

/** `area`'s catalogue compiled, its ids `area.key`; `pseudo` accents the text (placeholders and plurals stay). */
function compileCatalog(area: string, source: CatalogSource, { pseudo = false } = {}): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(source).map(([key, message]) => {
      const compiled = compileMessageOrThrow(
        message,
        pseudo ? (text) => pseudolocalize(text, { prepend: '', append: '' }) : undefined,
      );
      return [`${area}.${key}`, pseudo ? [PSEUDO_START, ...compiled, PSEUDO_END] : compiled];
    }),
  );
}
