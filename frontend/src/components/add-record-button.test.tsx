import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TOASTS } from '@shared/messages';
import { apiaryInputSchema } from '@shared/schemas/apiary';
import { setActingAccountId } from '@/lib/acting-account';
import { ApiError } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { recordKind } from '@/lib/record-kind';
import { openDialog } from '@/testing/queries';
import { renderWithApp } from '@/testing/render';
import { apiUrl, server } from '@/testing/server';
import { AddRecordButton } from './add-record-button';
import { RecordForm } from './record-form';
import { RecordFormDialog } from './record-form-dialog';
import { RegisteredField } from './registered-field';
import { Input } from './ui/input';

// Any record type the plan doesn't limit goes the same way; the apiary's schema and messages stand in for one.
const KIND = recordKind('apiary');

function UnlimitedRecordScreen({ save }: { save: (values: unknown) => Promise<unknown> }) {
  return (
    <AddRecordButton
      label="Add Apiary"
      renderDialog={(dialog) => (
        <RecordFormDialog {...dialog} kind={KIND} description="A place where you keep hives.">
          <RecordForm schema={apiaryInputSchema} defaultValues={{ name: '', location: '' }} save={save}>
            {(form) => (
              <>
                <RegisteredField form={form} name="name" label="Name">
                  <Input />
                </RegisteredField>
                <RegisteredField form={form} name="location" label="Location">
                  <Input />
                </RegisteredField>
              </>
            )}
          </RecordForm>
        </RecordFormDialog>
      )}
    />
  );
}

async function fillAndCreate(user: ReturnType<typeof renderWithApp>['user']) {
  const form = await openDialog(user, 'Add Apiary', 'Create New Apiary');
  await user.type(form.getByLabelText('Name'), 'Orchard');
  await user.type(form.getByLabelText('Location'), 'Down the lane');
  await user.click(form.getByRole('button', { name: 'Create Apiary' }));
  return form;
}

describe('the Add button of a record the plan does not limit', () => {
  it('opens the create dialog, sends the record, says so, and gives focus back to the button', async () => {
    const saved: unknown[] = [];
    const { user } = renderWithApp(
      <UnlimitedRecordScreen
        save={async (values) => {
          saved.push(values);
          await delay(50);
        }}
      />,
    );

    const form = await fillAndCreate(user);
    expect(await form.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(await screen.findByText(TOASTS.apiaryCreated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toEqual([{ name: 'Orchard', location: 'Down the lane' }]);
    expect(screen.getByRole('button', { name: 'Add Apiary' })).toHaveFocus();
  });

  it('says a refusal failed, keeping the form, as there is no plan to upgrade for it', async () => {
    const { user } = renderWithApp(
      <UnlimitedRecordScreen
        save={() => Promise.reject(new ApiError(402, '{"message":"Upgrade to Pro"}', { message: 'Upgrade to Pro' }))}
      />,
    );

    await fillAndCreate(user);
    expect(await screen.findByText(TOASTS.apiaryCreateFailed)).toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: 'Create New Apiary' })).getByLabelText('Name')).toHaveValue(
      'Orchard',
    );
  });
});

describe('the Add button on an account shared with the beekeeper', () => {
  function serveSharedAccount(role: 'viewer' | 'editor') {
    setActingAccountId('owner-1');
    server.use(
      http.get(apiUrl(routes.getActingAccount), () =>
        HttpResponse.json({ accountId: 'owner-1', name: 'Maya Keeper', role, own: false, planState: 'active' }),
      ),
    );
  }

  it('is there for an editor', async () => {
    serveSharedAccount('editor');
    renderWithApp(<UnlimitedRecordScreen save={() => Promise.resolve()} />);
    expect(await screen.findByRole('button', { name: 'Add Apiary' })).toBeInTheDocument();
  });

  it('is not there for a viewer, who records nothing', async () => {
    serveSharedAccount('viewer');
    const { queryClient } = renderWithApp(<UnlimitedRecordScreen save={() => Promise.resolve()} />);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData([apiPath(routes.getActingAccount), 'owner-1'])).toMatchObject({ role: 'viewer' });
    expect(screen.queryByRole('button', { name: 'Add Apiary' })).not.toBeInTheDocument();
  });
});
