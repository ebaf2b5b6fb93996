import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MARKETING_MESSAGES } from '@shared/marketing-messages';
import { assetText, MARKETING_ASSETS } from '@shared/rules/marketing-assets';
import type { MarketingContent } from '@shared/schemas/marketing';
import { routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { renderWithApp } from '@/testing/render';
import { apiUrl, server } from '@/testing/server';
import { MarketingAssets } from './marketing-assets';

const ad = (id: string): MarketingContent => ({
  id,
  createdAt: '2026-11-23T00:00:00.000Z',
  title: 'Every hive, every visit, one place',
  platform: 'linkedin',
  contentType: 'promotional_ad',
  content: 'Inspections, varroa counts, treatments, harvests and finances. #HiveKeeper',
  hashtags: ['#HiveKeeper'],
  callToAction: 'Start your 30-day free trial',
  generatedDate: '2026-11-23T00:00:00.000Z',
  generator: 'template',
  metadata: {
    imagePrompt: 'Painted hives at sunrise',
    imageSummary: 'Painted hives at sunrise',
    imageUrl: null,
    imageGeneratedAt: null,
    targetAudience: 'Commercial beekeepers',
    bestPostTime: 'Tuesday 8-10 am',
    imageIdeas: [],
    imageAspectRatio: '16:9',
  },
});

function serveContent(all: MarketingContent[]) {
  server.use(http.get(apiUrl(routes.listMarketingContent), () => HttpResponse.json(all)));
  return all;
}

describe('Marketing Assets', () => {
  it('shows each ready-to-post set with its platform, copy, hashtags, count and drawn image', async () => {
    serveContent([]);
    renderWithApp(<MarketingAssets />);
    const sets = within(await screen.findByRole('list', { name: 'Ready-to-post sets' })).getAllByRole('listitem');
    expect(sets).toHaveLength(MARKETING_ASSETS.length);
    const [story] = sets.slice(1);
    const storyAsset = MARKETING_ASSETS[1];
    if (!story || !storyAsset) throw new Error('no story');
    expect(within(story).getByText('Story')).toBeInTheDocument();
    expect(
      within(story).getByText(`${String([...assetText(storyAsset)].length)} / 2,200 characters`),
    ).toBeInTheDocument();
    const image = within(story).getByRole('img', { name: /Drawn image for Swipe up/ });
    expect(image).toHaveAttribute('width', '675');
    expect(image).toHaveAttribute('height', '1200');
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(story).getByRole('button', { name: /Download image/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'AI-Generated Marketing Ads' })).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations('the marketing assets');
  });

  it('copies a set with its hashtags, and says when the clipboard refuses', async () => {
    serveContent([]);
    const { user } = renderWithApp(<MarketingAssets />);
    const first = MARKETING_ASSETS[0];
    if (!first) throw new Error('no asset');
    await user.click(await screen.findByRole('button', { name: `Copy Text of ${first.title}` }));
    expect(await screen.findByText(MARKETING_MESSAGES.copiedTitle)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(assetText(first));

    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    await user.click(screen.getByRole('button', { name: `Copy Text of ${first.title}` }));
    expect(await screen.findByText(MARKETING_MESSAGES.copyFailed)).toBeInTheDocument();
  });

  it('generates new ads and shows them in the AI-Generated Marketing Ads card; says when it fails', async () => {
    const all = serveContent([]);
    let calls = 0;
    server.use(
      http.post(apiUrl(routes.generateMarketingAds), () => {
        calls += 1;
        if (calls > 1) return HttpResponse.json({ message: MARKETING_MESSAGES.adsFailed }, { status: 502 });
        all.push(ad('01HV000000000000000000AD01'));
        return HttpResponse.json(all, { status: 201 });
      }),
    );
    const { user } = renderWithApp(<MarketingAssets />);
    await user.click(await screen.findByRole('button', { name: 'Generate New Ads' }));
    expect(await screen.findByText(MARKETING_MESSAGES.adsGeneratedTitle)).toBeInTheDocument();
    expect(screen.getByText('1 new ad ready to post.')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'AI-Generated Marketing Ads' });
    expect(within(card).getByText('Every hive, every visit, one place')).toBeInTheDocument();
    expect(within(card).getByText('promotional ad')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate New Ads' }));
    expect(await screen.findByText(MARKETING_MESSAGES.generationFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(MARKETING_MESSAGES.adsFailed)).toBeInTheDocument();
  });
});
