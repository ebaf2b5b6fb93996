import { Trash2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { focusAfterRemoval } from '@/lib/return-focus';
import { useMessages } from '@/lib/i18n/catalog';
import { commonMessages } from './messages';

export interface ConfirmDeleteButtonProps {
  /** The record's own name: the button reads "Delete <name>" to screen readers, the question names it. */
  itemName: string;
  /** What deleting it means for the beekeeper. */
  description: ReactNode;
  /** Deletes the record and reports the outcome; the dialog closes when it settles. */
  onConfirm: () => Promise<void>;
  /** The confirm button's words: "Delete" unless the delete does more ("Move 3 hives and delete"). */
  confirmLabel?: string;
  /** The confirm button's words while the delete runs: "Deleting..." unless told otherwise. */
  pendingLabel?: string;
  /** A choice the delete needs, under the description (where an apiary's hives go). */
  children?: ReactNode;
  /** Shown instead of the confirm button when the record can't be deleted as it is (a way to what blocks it). */
  instead?: ReactNode;
  /** An icon-only, borderless button: for a card whose main action sits beside it and should draw the eye. */
  quiet?: boolean;
  /** The button's verb, when taking something away is not deleting it ("Remove" a member, "Revoke" an invitation). */
  verb?: string;
  /**
   * The button's name to screen readers and the question, as a translated screen words them (its catalogue's
   * "Delete {name}", "Delete {name}?"): `${verb} ${itemName}` and `${verb} ${itemName}?` unless given.
   */
  wording?: { name: string; question: string };
}

/**
 * A Delete button that asks first; the dialog stays until the delete has settled, reading Deleting... meanwhile.
 * Once the record has gone, taking this button with it, focus moves to the next record in its list (or the
 * previous one, or the page's heading) rather than falling to the page.
 */
export function ConfirmDeleteButton({
  itemName,
  description,
  onConfirm,
  confirmLabel,
  pendingLabel,
  children,
  instead,
  quiet = false,
  verb,
  wording,
}: ConfirmDeleteButtonProps) {
  const t = useMessages(commonMessages);
  const named = wording ?? {
    name: verb ? `${verb} ${itemName}` : t('deleteName', { name: itemName }),
    question: verb ? `${verb} ${itemName}?` : t('deleteQuestion', { name: itemName }),
  };
  const triggerRef = useRef<HTMLButtonElement>(null);
  const moveFocusOnRemoval = useRef<(() => void) | null>(null);

  // Unmounted after a confirmed delete: the record is gone. (After a failed one the button stays, and the dialog
  // gives focus back to it; on any other unmount focus has not fallen to the page, and stays where it is.)
  useEffect(() => () => moveFocusOnRemoval.current?.(), []);

  return (
    <ConfirmDialog
      trigger={
        <Button
          ref={triggerRef}
          variant={quiet ? 'ghost' : 'outline'}
          size={quiet ? 'icon' : 'sm'}
          className={quiet ? 'ml-auto size-11 text-stone-600 hover:text-red-800' : undefined}
          aria-label={named.name}
        >
          <Trash2 aria-hidden="true" />
          {!quiet && (verb ?? t('delete'))}
        </Button>
      }
      title={named.question}
      description={description}
      confirmLabel={confirmLabel ?? t('delete')}
      pendingLabel={pendingLabel ?? t('deleting')}
      onConfirm={() => {
        moveFocusOnRemoval.current = focusAfterRemoval(triggerRef.current);
        return onConfirm();
      }}
      instead={instead}
    >
      {children}
    </ConfirmDialog>
  );
}
