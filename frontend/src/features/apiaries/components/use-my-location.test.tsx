import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { openDialog } from '@/testing/queries';
import { buildApiary } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { buildUser, recordBodies, serveApiaries, signInAs } from '@/testing/server';
import { ApiariesScreen } from './apiaries-screen';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number; PERMISSION_DENIED: 1 }) => void;

/** A browser whose geolocation answers the way `answer` decides, when it is asked. */
function mockGeolocation(answer: (success: Success, failure: Failure) => void) {
  const getCurrentPosition = vi.fn(answer);
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

async function openCreateForm() {
  signInAs(buildUser());
  serveApiaries([]);
  const { user } = renderWithApp(<ApiariesScreen />, { path: paths.app.apiaries.getHref() });
  return { user, form: await openDialog(user, 'Add Apiary', 'Create New Apiary') };
}

describe('Use my location in the apiary form', () => {
  it('fills latitude and longitude in the form’s text format, and they are sent', async () => {
    const bodies = recordBodies(routes.createApiary, () => HttpResponse.json(buildApiary(), { status: 201 }));
    let answer: () => void = () => undefined;
    const ask = mockGeolocation((success) => {
      answer = () => success({ coords: { latitude: 51.507222, longitude: -0.12758 } });
    });
    const { user, form } = await openCreateForm();

    await user.click(await form.findByRole('button', { name: 'Use my location' }));
    expect(form.getByRole('button', { name: 'Use my location' })).toBeDisabled();
    expect(form.getByRole('status')).toHaveTextContent('Finding your location...');
    expect(ask).toHaveBeenCalledOnce();

    answer();
    expect(await form.findByText('Latitude and longitude filled in from your location.')).toBeInTheDocument();
    expect(form.getByLabelText('Latitude')).toHaveValue('51.5072');
    expect(form.getByLabelText('Longitude')).toHaveValue('-0.1276');
    expect(form.getByRole('button', { name: 'Use my location' })).toBeEnabled();

    await user.type(form.getByLabelText('Name'), 'Home yard');
    await user.type(form.getByLabelText('Location'), 'Behind the barn');
    await user.click(form.getByRole('button', { name: 'Create Apiary' }));
    await screen.findByText('Apiary created successfully');
    expect(bodies).toEqual([
      { name: 'Home yard', location: 'Behind the barn', latitude: '51.5072', longitude: '-0.1276' },
    ]);
  });

  it('says when the beekeeper or the browser refused, and leaves the fields as they were', async () => {
    mockGeolocation((_, failure) => failure({ code: 1, PERMISSION_DENIED: 1 }));
    const { user, form } = await openCreateForm();
    await user.type(form.getByLabelText('Latitude'), '45');

    await user.click(await form.findByRole('button', { name: 'Use my location' }));
    expect(form.getByRole('status')).toHaveTextContent(
      "HiveKeeper isn't allowed to use your location. Allow it in your browser's settings, or type the coordinates.",
    );
    expect(form.getByLabelText('Latitude')).toHaveValue('45');
    expect(form.getByLabelText('Longitude')).toHaveValue('');
  });

  it('says when no position could be found, and can try again', async () => {
    const ask = mockGeolocation((_, failure) => failure({ code: 3, PERMISSION_DENIED: 1 }));
    const { user, form } = await openCreateForm();

    await user.click(await form.findByRole('button', { name: 'Use my location' }));
    expect(form.getByRole('status')).toHaveTextContent(
      "Your location isn't available right now. Try again outdoors, or type the coordinates.",
    );
    await user.click(await form.findByRole('button', { name: 'Use my location' }));
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('is not offered where the browser cannot locate at all', async () => {
    const { form } = await openCreateForm();
    expect(form.getByLabelText('Latitude')).toBeInTheDocument();
    expect(form.queryByRole('button', { name: 'Use my location' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).queryByRole('status')).not.toBeInTheDocument();
  });
});
