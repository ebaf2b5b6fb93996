import type source from '@shared/i18n/catalogs/daily-tip/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import dailyTipFiles from 'virtual:catalog/daily-tip';

/** The daily tip in every language (`shared/i18n/catalogs/daily-tip`), each tip keyed by its id; loaded with the tip's dialog. */
export const dailyTipMessages = defineCatalog<keyof typeof source>(dailyTipFiles);
