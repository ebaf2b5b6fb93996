/** An area's message catalogue files (`frontend/message-catalogs-plugin.ts`), for `defineCatalog`. */
declare module 'virtual:catalog/*' {
  import type { CatalogFiles } from '@/lib/i18n/catalog';

  const files: CatalogFiles;
  export default files;
}
