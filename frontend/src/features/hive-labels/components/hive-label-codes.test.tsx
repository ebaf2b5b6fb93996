import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { apiUrl, server } from '@/testing/server';
import { HiveLabelCodes } from './hive-label-codes';

const HIVE_ID = '01HV000000000000000000H1V7';

function serveHiveLabels(codes: string[]) {
  const asked: (string | null)[] = [];
  server.use(
    http.get(apiUrl(routes.listHiveLabels), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('hiveId'));
      const at = '2026-05-01T08:00:00.000Z';
      return HttpResponse.json(
        codes.map((code) => ({
          code,
          hiveId: HIVE_ID,
          hiveName: 'Buttercup',
          apiaryId: null,
          createdAt: at,
          version: at,
        })),
      );
    }),
  );
  return asked;
}

describe("a hive's label codes", () => {
  it('shows the codes of the labels stuck on the hive, as printed', async () => {
    const asked = serveHiveLabels(['K7Q4MX', 'ABC123']);
    renderWithApp(<HiveLabelCodes hiveId={HIVE_ID} />);
    expect(await screen.findByText('Labels: K7Q-4MX, ABC-123')).toBeInTheDocument();
    expect(asked).toEqual([HIVE_ID]);
  });
});
