import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useForm } from 'react-hook-form';
import { COLONY_EVENT_API_ERRORS } from '@shared/messages/colony-events';
import { TOASTS, VALIDATION } from '@shared/messages';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import { renderWithApp } from '@/testing/render';
import { apiUrl, server } from '@/testing/server';
import { activateLocale } from './catalog';

function NameField() {
  const form = useForm<{ name: string }>();
  return (
    <FormField label="Name" error={VALIDATION.nameRequired}>
      <Input {...form.register('name')} />
    </FormField>
  );
}

describe("toasts, field messages and the API's errors in the beekeeper's language", () => {
  it('says a toast and a field message of shared/messages in German', async () => {
    await activateLocale('de');
    renderWithApp(<NameField />);
    toastSuccess(TOASTS.hiveCreated);
    expect(await screen.findByText('Volk erfolgreich angelegt')).toBeVisible();
    expect(screen.getByText('Erfolg')).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('Name ist erforderlich');
  });

  it('names the field a validation message is about in German too', async () => {
    await activateLocale('de');
    renderWithApp(
      <FormField label="Notizen" error={VALIDATION.tooLong('Notes', 2000)}>
        <Input />
      </FormField>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Notizen darf höchstens 2000 Zeichen lang sein');
  });

  it("says an API error by the code and parameters it answered with, the beekeeper's names kept", async () => {
    server.use(
      http.post(apiUrl(routes.createApiary), () =>
        HttpResponse.json(
          {
            message: COLONY_EVENT_API_ERRORS.hiveEnded('Golden Comb'),
            code: 'hiveEnded',
            params: { 0: 'Golden Comb' },
          },
          { status: 409 },
        ),
      ),
    );
    await activateLocale('de');
    renderWithApp(<p>Apiaries</p>);
    const failure = await api
      .post(apiPath(routes.createApiary), {})
      .catch((error: { serverMessage?: string }) => error);
    toastError((failure as { serverMessage: string }).serverMessage);
    expect(
      await screen.findByText('Golden Comb ist kein aktives Volk mehr: Es kann an keinem neuen Ereignis teilnehmen.'),
    ).toBeVisible();
  });

  it('leaves English as the spec writes it', async () => {
    renderWithApp(<NameField />);
    toastSuccess(TOASTS.hiveCreated);
    expect(await screen.findByText(TOASTS.hiveCreated)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION.nameRequired);
  });
});
