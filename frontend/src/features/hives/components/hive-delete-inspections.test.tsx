import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, TOASTS } from '@shared/messages';
import { QUEEN_API_ERRORS } from '@shared/messages/queens';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { buildApiary, buildHive } from '@/testing/records';
import { apiPattern, serveBeekeeper, server } from '@/testing/server';
import { HivesScreen } from './hives-screen';

const noApiaryDialog = () => null;

describe('deleting a hive with its inspections', () => {
  it('says how many inspections go with the hive, and asks again while the server says "delete again"', async () => {
    const hive = buildHive({ name: 'Buttercup', inspectionCount: 2_500 });
    const { hives } = serveBeekeeper({ apiaries: [buildApiary()], hives: [hive] });
    let requests = 0;
    server.use(
      http.delete(apiPattern(routes.deleteHive), () => {
        requests += 1;
        // 990 inspections go per request: 2,500 take three.
        if (requests < 3) {
          const left = 2_500 - requests * 990;
          return HttpResponse.json(
            { message: API_ERRORS.hiveInspectionsStillDeleting(`${left} inspections`) },
            { status: 409 },
          );
        }
        hives.length = 0;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Buttercup' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete Buttercup?' }));
    expect(
      confirm.getByText(
        "Buttercup will be removed from Home Apiary, with its 2,500 inspections and their photos. This can't be undone.",
      ),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(TOASTS.hiveDeleted)).toBeInTheDocument();
    expect(requests).toBe(3);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Buttercup' })).not.toBeInTheDocument());
  });

  it("shows a refusal at once: a queen on record at its head is the beekeeper's to move first", async () => {
    serveBeekeeper({ apiaries: [buildApiary()], hives: [buildHive({ name: 'Clover' })] });
    let requests = 0;
    server.use(
      http.delete(apiPattern(routes.deleteHive), () => {
        requests += 1;
        return HttpResponse.json({ message: QUEEN_API_ERRORS.hiveHeadedByQueen('Amber') }, { status: 409 });
      }),
    );
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Clover' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Clover?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(QUEEN_API_ERRORS.hiveHeadedByQueen('Amber'))).toBeInTheDocument();
    expect(requests).toBe(1);
  });

  it('says nothing of inspections for a hive that has none', async () => {
    serveBeekeeper({ apiaries: [buildApiary()], hives: [buildHive({ name: 'Clover' })] });
    const { user } = renderWithApp(<HivesScreen renderFirstApiaryDialog={noApiaryDialog} />, {
      path: paths.app.hives.getHref(),
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Clover' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete Clover?' }));
    expect(confirm.getByText("Clover will be removed from Home Apiary. This can't be undone.")).toBeInTheDocument();
  });
});
