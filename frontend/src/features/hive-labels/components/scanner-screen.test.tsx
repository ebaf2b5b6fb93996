import { useQueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HiveLabel } from '@shared/schemas/hive-label';
import { useUser } from '@/api/get-user';
import { paths } from '@/config/paths';
import { activateLocale } from '@/lib/i18n/catalog';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { buildHive } from '@/testing/records';
import { apiPattern, recordBodies, serveBeekeeper, server } from '@/testing/server';
import { hiveLabelsQueryOptions } from '../api/hive-labels';
import { LabelOpener } from './label-opener';
import { ScannerScreen } from './scanner-screen';

const hive = buildHive({ id: '01HV000000000000000000H1V7', name: 'Buttercup' });

function labelOf(code: string, hiveId: string | null): HiveLabel {
  return {
    code,
    hiveId,
    hiveName: hiveId ? hive.name : null,
    apiaryId: hiveId ? hive.apiaryId : null,
    createdAt: '2026-05-01T08:00:00.000Z',
    version: '2026-05-01T08:00:00.000Z',
  };
}

/** Answers `GET /api/hive-labels/{code}` from `labels` (404 for others) and counts the requests. */
function serveLabels(labels: HiveLabel[]): string[] {
  const asked: string[] = [];
  server.use(
    http.get(apiPattern(routes.getHiveLabel), ({ params }) => {
      asked.push(String(params.code));
      const label = labels.find(({ code }) => code === params.code);
      return label ? HttpResponse.json(label) : HttpResponse.json({ message: 'Label not found' }, { status: 404 });
    }),
  );
  return asked;
}

/** The labels list as the app keeps it (restored from the offline copy) before `children` first render. */
function WithKeptLabels({ labels, children }: { labels: HiveLabel[]; children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => queryClient.setQueryData(hiveLabelsQueryOptions().queryKey, labels));
  return children;
}

/** The signed-in beekeeper loaded before `children`, as the app's signed-in gate has them. */
function SignedIn({ children }: { children: ReactNode }) {
  return useUser().data ? children : null;
}

/** A camera that getUserMedia answers: one track, whose stop the test sees. */
function fakeCamera() {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  return { track, getUserMedia: vi.fn().mockResolvedValue(stream) };
}

function giveCamera(getUserMedia: unknown) {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}

beforeEach(() => {
  // jsdom has no media playback: the video plays at once and has a frame.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
});

afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the label scanner', () => {
  it('reads a label with the browser’s BarcodeDetector, stops the camera and opens the hive', async () => {
    serveBeekeeper({ hives: [hive] });
    serveLabels([labelOf('K7Q4MX', hive.id)]);
    const camera = fakeCamera();
    giveCamera(camera.getUserMedia);
    const detect = vi.fn().mockResolvedValue([{ rawValue: 'https://hivekeeper.app/l/K7Q4MX' }]);
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = () => Promise.resolve(['qr_code', 'ean_13']);
        detect = detect;
      },
    );
    renderWithApp(<ScannerScreen />, { path: paths.app.labels.getHref() });

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(paths.app.hive.getHref(hive.id)));
    expect(camera.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(detect).toHaveBeenCalledWith(expect.any(HTMLVideoElement));
    expect(camera.track.stop).toHaveBeenCalled();
  });

  it('says when the camera is refused, and opens the hive of a typed code', async () => {
    serveBeekeeper({ hives: [hive] });
    const asked = serveLabels([labelOf('K7Q4MX', hive.id)]);
    giveCamera(vi.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError')));
    const { user } = renderWithApp(<ScannerScreen />, { path: paths.app.labels.getHref() });

    expect(
      await screen.findByText(
        'Camera access was refused. Allow it in your browser settings, or type the code from the label.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Label code'), 'k7q-4mx');
    await user.click(screen.getByRole('button', { name: 'Open' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(paths.app.hive.getHref(hive.id)));
    expect(asked).toEqual(['K7Q4MX']);
  });

  it('says when there is no camera, and refuses a typed code that cannot be one', async () => {
    serveBeekeeper();
    const { user } = renderWithApp(<ScannerScreen />, { path: paths.app.labels.getHref() });

    expect(
      await screen.findByText('No camera was found on this device. Type the code from the label instead.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Label code'), 'K7Q-4MU');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText(/A label code is 6 letters and digits/)).toBeInTheDocument();
  });
});

describe("a label's address", () => {
  it('resolves from the labels list the app keeps, without asking the server', async () => {
    serveBeekeeper({ hives: [hive] });
    const asked = serveLabels([]);
    renderWithApp(
      <WithKeptLabels labels={[labelOf('K7Q4MX', hive.id)]}>
        <LabelOpener typed="K7Q4MX" />
      </WithKeptLabels>,
      { path: paths.app.labels.getHref('K7Q4MX') },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(paths.app.hive.getHref(hive.id)));
    expect(asked).toEqual([]);
  });

  it('offers to assign a blank label to a hive, then opens that hive', async () => {
    serveBeekeeper({ hives: [hive] });
    serveLabels([labelOf('K7Q4MX', null)]);
    const bodies = recordBodies(routes.updateHiveLabel, () => HttpResponse.json(labelOf('K7Q4MX', hive.id)));
    const { user } = renderWithApp(
      <SignedIn>
        <LabelOpener typed="K7Q4MX" />
      </SignedIn>,
      { path: paths.app.labels.getHref('K7Q4MX') },
    );

    expect(await screen.findByText(`Label K7Q-4MX isn't assigned to a hive yet.`)).toBeInTheDocument();
    await user.selectOptions(
      await screen.findByRole('combobox'),
      await screen.findByRole('option', { name: 'Buttercup' }),
    );
    await user.click(screen.getByRole('button', { name: 'Assign' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(paths.app.hive.getHref(hive.id)));
    expect(bodies).toEqual([{ hiveId: hive.id }]);
  });

  it('says so for a code the beekeeper has no label of', async () => {
    serveBeekeeper();
    serveLabels([]);
    renderWithApp(<LabelOpener typed="ZZZ-ZZZ" />, { path: paths.app.labels.getHref('ZZZZZZ') });
    expect(await screen.findByText('No label of yours has this code.')).toBeInTheDocument();
  });
});

describe('in German', () => {
  it('tells a beekeeper whose camera is refused to type the label’s code, and opens its hive', async () => {
    await activateLocale('de');
    serveBeekeeper({ hives: [hive] });
    serveLabels([labelOf('K7Q4MX', hive.id)]);
    giveCamera(vi.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError')));
    const { user } = renderWithApp(<ScannerScreen />, { path: paths.app.labels.getHref() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Stockschild scannen' })).toBeVisible();
    expect(await screen.findByText(/Der Kamerazugriff wurde verweigert/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Schildcode'), 'k7q-4mx');
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(paths.app.hive.getHref(hive.id)));
  });
});
