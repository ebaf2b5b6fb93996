import { createContext, useCallback, useEffect, useState } from 'react';
import { DRAFTABLE_INSPECTION_FIELDS, type DraftableInspectionField } from '@shared/domain/inspection-drafts';
import type { InspectionDraftFields } from '@shared/schemas/inspection-draft';
import type { InspectionFormApi } from '../components/inspection-form-api';

/** A draft under review in the inspection form: what was drafted, from which words, and what the beekeeper confirmed. */
export interface DraftReview {
  fields: InspectionDraftFields;
  confirmed: ReadonlySet<DraftableInspectionField>;
  confirm: (field: DraftableInspectionField) => void;
  /** How many drafted fields still wait for the beekeeper's confirmation: the form isn't saved before it is 0. */
  waiting: number;
}

/** The draft the inspection form reviews; null for an inspection recorded by hand. */
export const DraftReviewContext = createContext<DraftReview | null>(null);

const isDraftable = (name: string): name is DraftableInspectionField =>
  (DRAFTABLE_INSPECTION_FIELDS as readonly string[]).includes(name);

/** The review of `fields`, each filled field unconfirmed until the beekeeper confirms it or edits it by hand. */
export function useDraftReview(fields: InspectionDraftFields): DraftReview {
  const [confirmed, setConfirmed] = useState<ReadonlySet<DraftableInspectionField>>(() => new Set());
  const confirm = useCallback(
    (field: DraftableInspectionField) =>
      setConfirmed((before) => (before.has(field) ? before : new Set(before).add(field))),
    [],
  );
  const waiting = DRAFTABLE_INSPECTION_FIELDS.filter((field) => fields[field] && !confirmed.has(field)).length;
  return { fields, confirmed, confirm, waiting };
}

/**
 * Editing a drafted field by hand confirms it: the beekeeper has looked at it. Only the beekeeper's own changes
 * count (a `change` event), not the form's (the varroa method clearing the counts it doesn't take).
 */
export function useConfirmOnEdit(form: InspectionFormApi, review: DraftReview | null): void {
  const confirm = review?.confirm;
  useEffect(() => {
    if (!confirm) return;
    const subscription = form.watch((_values, { name, type }) => {
      // A tag list changes as a whole or by entry ('diseases.2').
      const field = name?.split('.')[0];
      if (type === 'change' && field && isDraftable(field)) confirm(field);
    });
    return () => subscription.unsubscribe();
  }, [form, confirm]);
}
