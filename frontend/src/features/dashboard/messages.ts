import type source from '@shared/i18n/catalogs/dashboard/en-US.json';
import { defineCatalog, type Translate } from '@/lib/i18n/catalog';
import dashboardFiles from 'virtual:catalog/dashboard';

export type DashboardText = Translate<keyof typeof source>;

/** The dashboard's words in every language (`shared/i18n/catalogs/dashboard`). */
export const dashboardMessages = defineCatalog<keyof typeof source>(dashboardFiles);
