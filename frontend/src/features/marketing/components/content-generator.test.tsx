import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MARKETING_MESSAGES } from '@shared/marketing-messages';
import { NEXT_CURSOR_HEADER } from '@shared/domain/paging';
import type { MarketingContent } from '@shared/schemas/marketing';
import { routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { renderWithApp } from '@/testing/render';
import { apiUrl, recordBodies, server } from '@/testing/server';
import { ContentGenerator } from './content-generator';

const piece = (index: number, overrides: Partial<MarketingContent> = {}): MarketingContent => ({
  id: `01HV00000000000000000MKT${String(index).padStart(2, '0')}`,
  createdAt: '2026-11-23T00:00:00.000Z',
  title: `Varroa counts that mean something ${String(index)}`,
  platform: 'twitter',
  contentType: 'feature',
  content: 'Log an alcohol wash and see the threshold. #beekeeping',
  hashtags: ['#beekeeping'],
  callToAction: 'Start keeping better records',
  generatedDate: '2026-11-23T00:00:00.000Z',
  generator: 'template',
  metadata: {
    imagePrompt: 'A jar of bees on a hive roof',
    imageSummary: 'A sugar roll at the hive',
    imageUrl: null,
    imageGeneratedAt: null,
    targetAudience: 'Hobbyist beekeepers',
    bestPostTime: 'Weekdays 8-10 am local time',
    imageIdeas: [],
    imageAspectRatio: '16:9',
  },
  ...overrides,
});

/** Answers the list from `all` as it is when asked, in pages of 2 with the cursor in the header. */
function serveContent(all: MarketingContent[]) {
  server.use(
    http.get(apiUrl(routes.listMarketingContent), ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      const start = cursor ? all.findIndex(({ id }) => id === cursor) + 1 : 0;
      const page = all.slice(start, start + 2);
      const more = start + 2 < all.length;
      return HttpResponse.json(page, { headers: more ? { [NEXT_CURSOR_HEADER]: page.at(-1)?.id ?? '' } : {} });
    }),
  );
  return all;
}

const renderGenerator = () => renderWithApp(<ContentGenerator />);
const toastText = (text: string) => screen.findByText(text);

describe('the AI Content Generator', () => {
  it("says there is nothing yet, notes the daily run's themes, and lists what Generate Now makes", async () => {
    const all = serveContent([]);
    server.use(
      http.post(apiUrl(routes.generateMarketingContent), () => {
        all.push(piece(1), piece(2, { platform: 'linkedin', generator: 'bedrock' }));
        return HttpResponse.json({ success: true, message: MARKETING_MESSAGES.generationStarted }, { status: 202 });
      }),
    );
    const { user } = renderGenerator();
    expect(await screen.findByText(MARKETING_MESSAGES.noContentTitle)).toBeInTheDocument();
    expect(screen.getByText(/written every day at midnight/)).toHaveTextContent(
      'Monday features, Tuesday education, Wednesday testimonials',
    );
    await expectNoSeriousA11yViolations('the empty content generator');

    await user.click(screen.getByRole('button', { name: 'Generate Now' }));
    expect(await toastText(MARKETING_MESSAGES.generationStartedTitle)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Generated content' }, { timeout: 5_000 });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Varroa counts that mean something 1', 'Varroa counts that mean something 2']);
    expect(within(list).getByText("HiveKeeper's built-in templates (offline, no AI model)")).toBeInTheDocument();
    expect(within(list).getByText('Written by Amazon Bedrock')).toBeInTheDocument();
    expect(within(list).getAllByText('54 / 280 characters')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate Now' })).toBeEnabled());
  });

  it('makes an image in three steps, Generating... meanwhile, then shows it from the refreshed list', async () => {
    const all = serveContent([piece(1)]);
    const drawn = recordBodies(routes.generateMarketingImage, () =>
      HttpResponse.json(
        { success: true, imageKey: 'marketing/K/1.svg', imageUrl: 'https://s3/1.svg' },
        { status: 201 },
      ),
    );
    const attached = recordBodies(routes.updateMarketingImage, { id: piece(1).id }, () => {
      all[0] = piece(1, { metadata: { ...piece(1).metadata, imageUrl: 'https://s3/attached.svg' } });
      return HttpResponse.json({ success: true, message: 'ok' });
    });
    server.use(
      http.post(apiUrl(routes.prepareMarketingImage, { id: piece(1).id }), () =>
        HttpResponse.json({
          success: true,
          message: 'ready',
          imagePrompt: 'A jar of bees on a hive roof',
          imageSummary: 'A sugar roll at the hive',
          imageAspectRatio: '16:9',
        }),
      ),
    );
    const { user } = renderGenerator();
    const generate = await screen.findByRole('button', { name: /Generate Image/ });
    await user.click(generate);
    expect(await toastText(MARKETING_MESSAGES.imageGeneratedTitle)).toBeInTheDocument();
    expect(drawn).toEqual([
      {
        contentId: piece(1).id,
        prompt: 'A jar of bees on a hive roof',
        summary: 'A sugar roll at the hive',
        aspectRatio: '16:9',
      },
    ]);
    expect(attached).toEqual([{ imageUrl: 'marketing/K/1.svg' }]);
    expect(await screen.findByRole('img', { name: 'A sugar roll at the hive' })).toHaveAttribute(
      'src',
      'https://s3/attached.svg',
    );
    expect(screen.getByRole('link', { name: /Download image/ })).toHaveAttribute('href', 'https://s3/attached.svg');
    expect(screen.queryByRole('button', { name: /Generate Image/ })).not.toBeInTheDocument();
  });

  it.each([
    ['preparing', routes.prepareMarketingImage, MARKETING_MESSAGES.imagePrepareFailed],
    ['drawing', routes.generateMarketingImage, MARKETING_MESSAGES.imageFailed],
    ['saving', routes.updateMarketingImage, MARKETING_MESSAGES.imageSaveFailed],
  ] as const)('says when %s the image failed', async (_step, failing, message) => {
    serveContent([piece(1)]);
    // The failing step's handler first: msw takes the first that matches.
    server.use(
      http.post(
        failing === routes.generateMarketingImage ? apiUrl(failing) : apiUrl(failing, { id: piece(1).id }),
        () => new HttpResponse(null, { status: 500 }),
      ),
      http.post(apiUrl(routes.prepareMarketingImage, { id: piece(1).id }), () =>
        HttpResponse.json({
          success: true,
          message: '',
          imagePrompt: 'A hive',
          imageSummary: null,
          imageAspectRatio: '16:9',
        }),
      ),
      http.post(apiUrl(routes.generateMarketingImage), () =>
        HttpResponse.json({ success: true, imageKey: 'k', imageUrl: 'u' }, { status: 201 }),
      ),
      http.post(apiUrl(routes.updateMarketingImage, { id: piece(1).id }), () => HttpResponse.json({ success: true })),
    );
    const { user } = renderGenerator();
    await user.click(await screen.findByRole('button', { name: /Generate Image/ }));
    expect(await toastText(message)).toBeInTheDocument();
    expect(screen.getByText(MARKETING_MESSAGES.generationFailedTitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Generate Image/ })).toBeEnabled();
  });

  it('copies the text, pages with Load more, deletes a piece, and says when Generate Now fails', async () => {
    const all = serveContent([piece(1), piece(2), piece(3)]);
    server.use(
      http.delete(apiUrl(routes.deleteMarketingContent, { id: piece(1).id }), () => {
        all.splice(0, 1);
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(apiUrl(routes.generateMarketingContent), () =>
        HttpResponse.json({ message: 'The job could not start' }, { status: 500 }),
      ),
    );
    const { user } = renderGenerator();
    const list = await screen.findByRole('list', { name: 'Generated content' });
    await user.click(within(list).getByRole('button', { name: `Copy Text of ${piece(1).title}` }));
    expect(await toastText(MARKETING_MESSAGES.copiedTitle)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(piece(1).content);

    await user.click(screen.getByRole('button', { name: 'Load more content' }));
    expect(await within(list).findByText(piece(3).title)).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: `Delete ${piece(1).title}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText(piece(1).title)).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Generate Now' }));
    expect(await toastText('The job could not start')).toBeInTheDocument();
  });

  it('offers Retry when the list fails to load', async () => {
    server.use(http.get(apiUrl(routes.listMarketingContent), () => new HttpResponse(null, { status: 500 })));
    renderGenerator();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
