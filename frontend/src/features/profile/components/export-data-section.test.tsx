import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERRORS, EXPORT_MESSAGES } from '@shared/messages';
import type { AccountExport, ExportFormat, ExportStatus } from '@shared/schemas/account-export';
import type { CurrentUser } from '@shared/schemas/user';
import { useUser } from '@/api/get-user';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { apiPattern, apiUrl, buildUser, serveAccountExports, server, signInAs } from '@/testing/server';
import { ExportDataSection } from './export-data-section';

const DOWNLOAD_URL = 'http://uploads.test/users/user-1/exports/export-1.json?X-Amz-Signature=abc';

function exportOf(format: ExportFormat, status: ExportStatus, done = 0, total = 0): AccountExport {
  return {
    id: 'export-1',
    format,
    status,
    progress: { done, total },
    createdAt: '2026-11-27T12:00:00.000Z',
    expiresAt: '2026-11-28T12:00:00.000Z',
    fileName: `hivekeeper-export-2026-11-27.${format}`,
    downloadURL: status === 'ready' ? DOWNLOAD_URL : null,
    downloadExpiresAt: status === 'ready' ? '2026-11-27T12:05:00.000Z' : null,
  };
}

/** Answers the POST with a pending export and each GET with the next of `states` (the last one then on). */
function serveExport(format: ExportFormat, states: AccountExport[]) {
  const asked: unknown[] = [];
  server.use(
    http.post(apiUrl(routes.startAccountExport), async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json(exportOf(format, 'pending'), { status: 202 });
    }),
    http.get(apiPattern(routes.getAccountExport), () => {
      const next = states.length > 1 ? states.shift() : states[0];
      return HttpResponse.json(next);
    }),
  );
  return asked;
}

function Section() {
  const user = useUser().data;
  return user ? <ExportDataSection user={user} /> : null;
}

async function renderSection(user: CurrentUser, earlier: AccountExport[] = []) {
  signInAs(user);
  serveAccountExports(earlier);
  const app = renderWithApp(<Section />);
  await screen.findByText(EXPORT_MESSAGES.intro);
  return app;
}

const proUser = () => buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' });

/** The files the browser was asked to save: each click on a download link, which jsdom can't follow. */
const downloads: { url: string; fileName: string }[] = [];
const JSON_DOWNLOAD = { url: DOWNLOAD_URL, fileName: 'hivekeeper-export-2026-11-27.json' };

beforeEach(() => {
  downloads.length = 0;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) downloads.push({ url: this.href, fileName: this.download });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Export Data section', () => {
  it('shows the progress while the JSON is made, then downloads it by itself and offers it again', async () => {
    const asked = serveExport('json', [
      exportOf('json', 'building', 40, 200),
      exportOf('json', 'building', 150, 200),
      exportOf('json', 'ready', 200, 200),
    ]);
    const app = await renderSection(buildUser());
    await app.user.click(screen.getByRole('button', { name: EXPORT_MESSAGES.downloadJson }));

    const bar = await screen.findByRole('progressbar', { name: 'JSON export progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByText(EXPORT_MESSAGES.progress('40', '200'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: EXPORT_MESSAGES.downloadJson })).toBeDisabled();

    expect(await screen.findByText(EXPORT_MESSAGES.ready('JSON'), {}, { timeout: 5000 })).toBeInTheDocument();
    expect(asked).toEqual([{ format: 'json' }]);
    expect(downloads).toEqual([JSON_DOWNLOAD]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: EXPORT_MESSAGES.downloadAgain }));
    await vi.waitFor(() => expect(downloads).toEqual([JSON_DOWNLOAD, JSON_DOWNLOAD]));
  });

  it('shows an export asked for on an earlier visit still being made, and downloads it when it is ready', async () => {
    const asked = serveExport('json', [exportOf('json', 'building', 100, 200), exportOf('json', 'ready', 200, 200)]);
    await renderSection(buildUser(), [exportOf('json', 'building', 50, 200)]);

    expect(await screen.findByRole('progressbar', { name: 'JSON export progress' })).toBeInTheDocument();
    expect(await screen.findByText(EXPORT_MESSAGES.ready('JSON'), {}, { timeout: 5000 })).toBeInTheDocument();
    expect(downloads).toEqual([JSON_DOWNLOAD]);
    expect(asked).toEqual([]);
  });

  it('offers an export made on an earlier visit to download again, without downloading it by itself', async () => {
    serveExport('zip', [exportOf('zip', 'ready', 3, 3)]);
    const app = await renderSection(proUser(), [exportOf('zip', 'ready', 3, 3)]);

    expect(await screen.findByText(EXPORT_MESSAGES.ready('ZIP'))).toBeInTheDocument();
    expect(downloads).toEqual([]);
    await app.user.click(screen.getByRole('button', { name: EXPORT_MESSAGES.downloadAgain }));
    await vi.waitFor(() =>
      expect(downloads).toEqual([{ url: DOWNLOAD_URL, fileName: 'hivekeeper-export-2026-11-27.zip' }]),
    );
  });

  it('offers a free beekeeper the upgrade in place of the ZIP, and a Pro beekeeper the ZIP', async () => {
    await renderSection(buildUser());
    expect(screen.getByText(EXPORT_MESSAGES.proTitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: EXPORT_MESSAGES.downloadZip })).not.toBeInTheDocument();
  });

  it('makes the ZIP for a Pro beekeeper', async () => {
    const asked = serveExport('zip', [exportOf('zip', 'ready', 3, 3)]);
    const app = await renderSection(proUser());
    expect(screen.queryByText(EXPORT_MESSAGES.proTitle)).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: EXPORT_MESSAGES.downloadZip }));
    expect(await screen.findByText(EXPORT_MESSAGES.ready('ZIP'))).toBeInTheDocument();
    expect(asked).toEqual([{ format: 'zip' }]);
  });

  it('shows the upgrade when the server refuses the ZIP with 402', async () => {
    server.use(
      http.post(apiUrl(routes.startAccountExport), () =>
        HttpResponse.json({ message: API_ERRORS.proRequired }, { status: 402 }),
      ),
    );
    const app = await renderSection(proUser());
    await app.user.click(screen.getByRole('button', { name: EXPORT_MESSAGES.downloadZip }));
    expect(await screen.findByText(EXPORT_MESSAGES.proTitle)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says why an export can't start, and tries again", async () => {
    let answers = 0;
    server.use(
      http.post(apiUrl(routes.startAccountExport), () => {
        answers++;
        return answers === 1
          ? HttpResponse.json({ message: API_ERRORS.exportInProgress }, { status: 409 })
          : HttpResponse.json(exportOf('json', 'ready', 1, 1), { status: 202 });
      }),
      http.get(apiPattern(routes.getAccountExport), () => HttpResponse.json(exportOf('json', 'ready', 1, 1))),
    );
    const app = await renderSection(buildUser());
    await app.user.click(screen.getByRole('button', { name: EXPORT_MESSAGES.downloadJson }));
    expect(await screen.findByRole('alert')).toHaveTextContent(API_ERRORS.exportInProgress);
    await app.user.click(screen.getByRole('button', { name: EXPORT_MESSAGES.retry }));
    expect(await screen.findByText(EXPORT_MESSAGES.ready('JSON'))).toBeInTheDocument();
    expect(answers).toBe(2);
  });

  it('says when the export failed, and makes a new one on Try again', async () => {
    const asked = serveExport('json', [exportOf('json', 'failed')]);
    const app = await renderSection(buildUser());
    await app.user.click(screen.getByRole('button', { name: EXPORT_MESSAGES.downloadJson }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPORT_MESSAGES.failed);
    expect(downloads).toEqual([]);
    await app.user.click(screen.getByRole('button', { name: EXPORT_MESSAGES.retry }));
    await vi.waitFor(() => expect(asked).toHaveLength(2));
  });
});
