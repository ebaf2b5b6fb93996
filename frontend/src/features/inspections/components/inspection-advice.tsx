import { createContext, use, type ReactNode } from 'react';

/** Draws advice for an inspection at an apiary, given its id (today's weather, from the weather feature). */
export type InspectionAdvice = (apiaryId: string) => ReactNode;

const InspectionAdviceContext = createContext<InspectionAdvice | null>(null);

/**
 * Gives the record dialogs inside it advice for the chosen hive's apiary: the app fills it with today's weather
 * advice, which this feature can't import (features don't import each other).
 */
export function InspectionAdviceProvider({ advice, children }: { advice: InspectionAdvice; children: ReactNode }) {
  return <InspectionAdviceContext value={advice}>{children}</InspectionAdviceContext>;
}

/** The advice for `apiaryId`, when the app gave some and a hive (so an apiary) is chosen. */
export function AdviceForApiary({ apiaryId }: { apiaryId: string | undefined }) {
  const advice = use(InspectionAdviceContext);
  return advice && apiaryId ? advice(apiaryId) : null;
}
