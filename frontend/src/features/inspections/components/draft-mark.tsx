import { Check, Mic } from 'lucide-react';
import { use } from 'react';
import type { DraftableInspectionField } from '@shared/domain/inspection-drafts';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/catalog';
import { DraftReviewContext, useConfirmOnEdit, type DraftReview } from '../hooks/use-draft-review';
import { voiceInspectionMessages } from '../voice-messages';
import type { InspectionFormApi } from './inspection-form-api';

interface DraftMarkProps {
  field: DraftableInspectionField;
  /** The field's label in the form ("Queen seen"). */
  label: string;
}

/**
 * Beside a field a draft filled: a microphone and "Drafted", the field, the words it came from, and Confirm. Once
 * confirmed (or edited by hand) only "Confirmed" stays, in the same place, so focus stays on it. Nothing for a field
 * the draft left alone, or a form without a draft.
 */
export function DraftMark({ field, label }: DraftMarkProps) {
  const review = use(DraftReviewContext);
  const drafted = review?.fields[field];
  if (!review || !drafted) return null;
  return <FieldMark field={field} label={label} evidence={drafted.evidence} review={review} />;
}

/** A drafted field's mark; its words load with the first draft reviewed, not with every inspection form. */
function FieldMark({ field, label, evidence, review }: DraftMarkProps & { evidence: string; review: DraftReview }) {
  const t = useMessages(voiceInspectionMessages);
  const confirmed = review.confirmed.has(field);
  return (
    <div
      className={
        confirmed
          ? 'flex items-center justify-end'
          : 'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-dashed border-honey-700 bg-honey-50 px-3 py-2 text-sm text-stone-900'
      }
    >
      {!confirmed && (
        <p className="flex min-w-0 flex-1 basis-56 flex-col gap-0.5">
          <span className="flex items-center gap-1.5 font-semibold">
            <Mic aria-hidden="true" className="size-4 shrink-0 text-honey-800" />
            {t('mark.drafted')}: {label}
          </span>
          <span className="break-words text-stone-700">{t('mark.evidence', { evidence })}</span>
        </p>
      )}
      <Button
        variant={confirmed ? 'ghost' : 'outline'}
        size="sm"
        aria-label={t(confirmed ? 'mark.confirmedField' : 'mark.confirmField', { field: label })}
        aria-pressed={confirmed}
        onClick={() => review.confirm(field)}
      >
        <Check aria-hidden="true" />
        {confirmed ? t('mark.confirmed') : t('mark.confirm')}
      </Button>
    </div>
  );
}

/** Confirms a drafted field the beekeeper edits by hand (`useConfirmOnEdit`); draws nothing. */
export function ConfirmOnEdit({ form }: { form: InspectionFormApi }) {
  useConfirmOnEdit(form, use(DraftReviewContext));
  return null;
}
