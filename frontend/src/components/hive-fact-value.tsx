import type { HiveFact } from '@shared/rules/hive-facts';
import type { Hive } from '@shared/schemas/hive';
import { HealthBadge } from '@/components/health-badge';
import { QueenMarkSwatch } from '@/components/queen-mark-swatch';

/**
 * One of `hiveFacts` as every screen draws it: health as its coloured badge, the queen with her paint dot, the
 * rest as words. Shared by the hives screen's cards, the dashboard and the hive's page, so they cannot drift.
 */
export function HiveFactValue({ fact, hive }: { fact: HiveFact; hive: Pick<Hive, 'queenMarking' | 'queenId'> }) {
  if (fact.kind === 'health') return <HealthBadge healthStatus={fact.value} />;
  if (fact.kind !== 'queen') return fact.value;
  const words = <QueenWords summary={fact.value} queenId={hive.queenId} />;
  if (!hive.queenMarking) return words;
  return (
    <span className="inline-flex min-w-0 items-start gap-1.5">
      <QueenMarkSwatch marking={hive.queenMarking} className="mt-0.5" />
      <span className="min-w-0 break-words">{words}</span>
    </span>
  );
}

/** The queen's summary, her ID (the beekeeper's own, first in it) kept from translators. */
function QueenWords({ summary, queenId }: { summary: string; queenId: string | null }) {
  if (!queenId || !summary.startsWith(queenId)) return summary;
  return (
    <>
      <span translate="no">{queenId}</span>
      {summary.slice(queenId.length)}
    </>
  );
}
