import type source from '@shared/i18n/catalogs/winter-losses/en-US.json';
import { defineCatalog, type CompiledCatalog, type Translate } from '@/lib/i18n/catalog';

export type WinterLossText = Translate<keyof typeof source>;

/** The Winter losses screen's words in every language (`shared/i18n/catalogs/winter-losses`). */
export const winterLossMessages = defineCatalog<keyof typeof source>('winter-losses', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/winter-losses/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/winter-losses/*.json', '!@shared/i18n/catalogs/winter-losses/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/winter-losses/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
