import { createContext, use } from 'react';
import {
  formatVarroaFigure,
  VARROA_LEVEL_LABELS,
  VARROA_METHOD_LABELS,
  type VarroaFigure,
  type VarroaLevel,
  type VarroaMethod,
} from '@shared/domain/varroa';

/** A varroa check in words: its method, its level against the threshold, and its figure. */
export interface VarroaWords {
  method: (method: VarroaMethod) => string;
  level: (level: VarroaLevel) => string;
  figure: (figure: VarroaFigure) => string;
}

/**
 * The hive page's varroa words. The inspections feature words them in the language shown (`useVarroaWords`), and
 * a feature imports no other: the app provides them; without it they are the spec's English.
 */
export const VarroaWordsContext = createContext<VarroaWords>({
  method: (method) => VARROA_METHOD_LABELS[method],
  level: (level) => VARROA_LEVEL_LABELS[level],
  figure: formatVarroaFigure,
});

export function useHiveVarroaWords(): VarroaWords {
  return use(VarroaWordsContext);
}
