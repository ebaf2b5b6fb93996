import type { VarroaLevel, VarroaMethod } from '@shared/domain/varroa';
import { useVarroaFigureWords } from '@/components/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { inspectionMessages } from '../messages';

/**
 * A varroa check in the language shown: its method, its figure ("2.3 mites/100 bees", one decimal as
 * `formatVarroaFigure` writes it for the server) and its level against the threshold.
 */
export function useVarroaWords() {
  const t = useMessages(inspectionMessages);
  return {
    method: (method: VarroaMethod) => t(`varroaMethod.${method}`),
    level: (level: VarroaLevel) => t(`varroaLevel.${level}`),
    figure: useVarroaFigureWords(),
  };
}
