import { Mic } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useCreateDialog } from '@/components/add-record-button';
import { TitledDialog } from '@/components/titled-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/catalog';
import { dictateMessages } from '../dictate-messages';

// The dialog's words, the recogniser and the review form come when it opens: the list carries a button.
const loadDictation = () => import('./dictation');
const Dictation = lazy(() => loadDictation().then((module) => ({ default: module.Dictation })));
const preloadDictation = () => void loadDictation().catch(() => undefined);

/**
 * Dictate, beside Record Inspection: the beekeeper says (or types) what they see in the hives of an apiary, and
 * reviews the inspections HiveKeeper drafts from it. A Pro feature: the dialog offers the upgrade to anyone else.
 */
export function DictateButton() {
  const { dialog, buttonRef, showButton } = useCreateDialog();
  const t = useMessages(dictateMessages);
  return (
    <>
      {showButton && (
        <Button
          ref={buttonRef}
          variant="outline"
          onClick={() => dialog.onOpenChange(true)}
          onPointerEnter={preloadDictation}
          onFocus={preloadDictation}
        >
          <Mic aria-hidden="true" />
          {t('button')}
        </Button>
      )}
      <TitledDialog {...dialog} title={t('title')} description={t('description')}>
        <Suspense fallback={<Spinner label={t('loading')} className="py-8" />}>
          <Dictation />
        </Suspense>
      </TitledDialog>
    </>
  );
}
