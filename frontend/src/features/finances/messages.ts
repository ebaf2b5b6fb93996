import type source from '@shared/i18n/catalogs/finances/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import financesFiles from 'virtual:catalog/finances';

/** The finances area's words in every language (`shared/i18n/catalogs/finances`). */
export const financesMessages = defineCatalog<keyof typeof source>(financesFiles);
