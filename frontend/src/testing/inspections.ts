import { delay, http, HttpResponse } from 'msw';
import type { InspectionAnswer } from '@shared/schemas/inspection';
import { routes } from '@/lib/api-routes';
import { buildInspection } from './records';
import { apiUrl, server, TEST_ORIGIN } from './server';

/** `count` inspections of one hive, newest first, a day apart, with distinct ULID-shaped ids. */
export function inspectionSeries(count: number, overrides: Partial<InspectionAnswer> = {}): InspectionAnswer[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2026, 5, 30 - index));
    return buildInspection({
      id: `01HV00000000000000000IN${String(index).padStart(3, '0')}`,
      inspectionDate: day.toISOString().slice(0, 10),
      ...overrides,
    });
  });
}

/** Where the test bucket takes uploads (a presigned URL stands in as a plain one). */
const BUCKET = `${TEST_ORIGIN}/test-bucket`;

/** What the test bucket saw: the upload requests' bodies, and each PUT's key and content type. */
export interface TestUploads {
  requested: Record<string, unknown>[];
  stored: { key: string; contentType: string | null }[];
  /** Lets the held PUTs answer (all of them, now and later). */
  release: () => void;
}

/**
 * Answers `POST /api/objects/upload` with a URL in a test bucket and a key under the user's prefix, and the PUTs to
 * it: each held until `release()` when `hold` is set (so progress can be seen), answered `putStatus`.
 */
export function serveUploads({
  hold = false,
  putStatus = 200,
}: { hold?: boolean; putStatus?: number } = {}): TestUploads {
  const uploads: TestUploads = { requested: [], stored: [], release: () => undefined };
  let released = !hold;
  const waiting: (() => void)[] = [];
  uploads.release = () => {
    released = true;
    for (const go of waiting.splice(0)) go();
  };
  server.use(
    http.post(apiUrl(routes.createUpload), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      uploads.requested.push(body);
      const key = `users/user-1/${String(body.purpose)}/photo-${uploads.requested.length}`;
      return HttpResponse.json({ uploadURL: `${BUCKET}/${key}`, key });
    }),
    http.put(`${BUCKET}/*`, async ({ request }) => {
      if (!released) await new Promise<void>((go) => waiting.push(go));
      await delay(10);
      if (putStatus < 300) {
        uploads.stored.push({
          key: new URL(request.url).pathname.replace('/test-bucket/', ''),
          contentType: request.headers.get('content-type'),
        });
      }
      return new HttpResponse(null, { status: putStatus });
    }),
  );
  return uploads;
}
