import { useState } from 'react';
import { ACCOUNT_DELETION_MESSAGES } from '@shared/messages';
import { ACCOUNT_DELETION_PHRASE, confirmsAccountDeletion } from '@shared/domain/account-deletion';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useLogout } from '@/components/layouts/use-logout';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/catalog';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { profileMessages } from '../messages';

/**
 * The profile's danger zone: Delete Account, after a question that says what goes and what stays and that only
 * the typed phrase answers. Once the server has taken it the browser signs out to the landing page; a failure
 * says so and leaves everything as it was.
 */
export function DeleteAccountSection() {
  const t = useMessages(profileMessages);
  const [typed, setTyped] = useState('');
  const deleteAccount = useDeleteAccount();
  const { logout } = useLogout();

  const confirm = async () => {
    try {
      await deleteAccount.mutateAsync({ confirmation: typed });
    } catch (error) {
      toast({
        title: ACCOUNT_DELETION_MESSAGES.deleteFailedTitle,
        description: (isApiError(error, 400) && error.serverMessage) || ACCOUNT_DELETION_MESSAGES.deleteFailed,
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: ACCOUNT_DELETION_MESSAGES.deletedTitle,
      description: ACCOUNT_DELETION_MESSAGES.deleted,
      variant: 'success',
    });
    await logout();
  };

  return (
    <section
      aria-labelledby="delete-account-heading"
      className="flex flex-col gap-4 rounded-lg border border-red-300 bg-white p-6"
    >
      <h2 id="delete-account-heading" className="text-xl font-semibold text-red-800">
        {t('delete.heading')}
      </h2>
      <p className="text-sm text-stone-700">{t('delete.intro')}</p>
      <ConfirmDialog
        trigger={
          <Button variant="destructive" className="self-start" onClick={() => setTyped('')}>
            {t('delete.heading')}
          </Button>
        }
        title={t('delete.dialogTitle')}
        description={t('delete.intro')}
        confirmLabel={t('delete.confirmButton')}
        pendingLabel={t('delete.deleting')}
        confirmDisabled={!confirmsAccountDeletion(typed)}
        onConfirm={confirm}
      >
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-stone-700">
          <li>{t('delete.whatGoes')}</li>
          <li>{t('delete.subscriptionEnds')}</li>
          <li>{t('delete.feedbackKept')}</li>
        </ul>
        <FormField label={t('delete.typeToConfirm', { phrase: ACCOUNT_DELETION_PHRASE })}>
          <Input
            value={typed}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
          />
        </FormField>
      </ConfirmDialog>
    </section>
  );
}
