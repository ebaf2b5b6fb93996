import type source from '@shared/i18n/catalogs/community/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import communityFiles from 'virtual:catalog/community';

export type CommunityKey = keyof typeof source;

/** The community screen's words in every language (`shared/i18n/catalogs/community`). */
export const communityMessages = defineCatalog<CommunityKey>(communityFiles);
