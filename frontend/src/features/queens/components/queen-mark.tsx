import type { QueenMarking } from '@shared/domain/hive';
import { QueenMarkSwatch } from '@/components/queen-mark-swatch';
import { useMessages } from '@/lib/i18n/catalog';
import { useLabels } from '@/lib/i18n/labels';
import { queensMessages } from '../messages';

/** Her marking as a dot of its colour and its name ("Marking not recorded" without one). */
export function QueenMark({ marking }: { marking: QueenMarking | null }) {
  const t = useMessages(queensMessages);
  const labels = useLabels();
  if (!marking) return <span className="text-stone-600">{t('markingNotRecorded')}</span>;
  return (
    <span className="inline-flex items-center gap-1.5">
      <QueenMarkSwatch marking={marking} />
      {labels.queenMarking(marking)}
    </span>
  );
}
