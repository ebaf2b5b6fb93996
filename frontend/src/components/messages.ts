import type commonSource from '@shared/i18n/catalogs/common/en-US.json';
import type { VarroaFigure } from '@shared/domain/varroa';
import { defineCatalog, useMessages } from '@/lib/i18n/catalog';
import { formatNumber } from '@/lib/i18n/format';
import commonFiles from 'virtual:catalog/common';

/** The shared components' words in every language: loading, retry, cancel, delete (`shared/i18n/catalogs/common`). */
export type CommonKey = keyof typeof commonSource;

export const commonMessages = defineCatalog<CommonKey>(commonFiles);

/** A varroa figure as every screen writes it in the language shown: "2.3 mites/100 bees", one decimal. */
export function useVarroaFigureWords(): (figure: VarroaFigure) => string {
  const t = useMessages(commonMessages);
  return ({ unit, value }) =>
    t(unit === 'per100Bees' ? 'varroa.per100Bees' : 'varroa.perDay', {
      value: formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    });
}
