/**
 * The admins' marketing routes through the local gateway, on the template generator (the offline default): ads,
 * the image flow with its objects in the local S3, paging, deletes and bad input (gateway-auth.int.test.ts checks
 * that every admin route answers 403 to a beekeeper).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { apiAs, createUser, type TestUser } from '../../infra/local/test-support/integration-stack';
import { MARKETING_MESSAGES } from '../../shared/marketing-messages';
import { AD_PLATFORMS, DAILY_PLATFORMS, fitsPlatform, themeOfDay } from '../../shared/rules/marketing';
import { NEXT_CURSOR_HEADER } from '../../shared/domain/paging';
import {
  generatedImageSchema,
  imageBriefSchema,
  marketingContentSchema,
  type MarketingContent,
} from '../../shared/schemas/marketing';

let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ admin: true, label: 'marketing-admin' });
});

const asAdmin = () => apiAs(admin);

async function generateAds(): Promise<MarketingContent[]> {
  const answer = await asAdmin()<MarketingContent[]>('POST', apiPath(routes.generateMarketingAds));
  expect(answer.status).toBe(201);
  return marketingContentSchema.array().parse(answer.body);
}

describe('marketing content through the gateway', () => {
  it('generates one ad of each type for its platform, labelled as the template generator made it', async () => {
    const ads = await generateAds();
    expect(ads.map(({ contentType, platform }) => [contentType, platform]).sort()).toEqual(
      Object.entries(AD_PLATFORMS).sort(),
    );
    for (const ad of ads) {
      expect(ad.generator).toBe('template');
      expect(fitsPlatform(ad.platform, ad.content)).toBe(true);
      expect(ad.metadata.imageUrl).toBeNull();
    }
    const listed = await asAdmin()<MarketingContent[]>('GET', apiPath(routes.listMarketingContent));
    expect(listed.status).toBe(200);
    expect(
      listed.body
        .slice(0, ads.length)
        .map(({ id }) => id)
        .sort(),
    ).toEqual(ads.map(({ id }) => id).sort());
  });

  it('draws, stores and attaches an image, replacing the one before, and deletes them all with the content', async () => {
    const [ad] = await generateAds();
    if (!ad) throw new Error('no ad');
    const brief = await asAdmin()('POST', apiPath(routes.prepareMarketingImage, { id: ad.id }));
    expect(brief.status).toBe(200);
    const { imagePrompt, imageSummary, imageAspectRatio } = imageBriefSchema.parse(brief.body);
    expect(imagePrompt).toBe(ad.metadata.imagePrompt);

    const draw = async () => {
      const answer = await asAdmin()('POST', apiPath(routes.generateMarketingImage), {
        contentId: ad.id,
        prompt: imagePrompt,
        summary: imageSummary ?? undefined,
        aspectRatio: imageAspectRatio,
      });
      expect(answer.status).toBe(201);
      return generatedImageSchema.parse(answer.body);
    };
    const first = await draw();
    expect(first.imageKey).toMatch(new RegExp(`^marketing/${ad.id}/[0-9A-Z]{26}\\.svg$`));
    const drawn = await fetch(first.imageUrl);
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get('content-type')).toBe('image/svg+xml');
    expect(await drawn.text()).toMatch(/^<svg /);

    const attach = (imageKey: string) =>
      asAdmin()('POST', apiPath(routes.updateMarketingImage, { id: ad.id }), { imageUrl: imageKey });
    expect(await attach(first.imageKey)).toMatchObject({ status: 200, body: { success: true } });
    const second = await draw();
    expect((await attach(second.imageKey)).status).toBe(200);

    const listed = await asAdmin()<MarketingContent[]>('GET', apiPath(routes.listMarketingContent));
    const item = listed.body.find(({ id }) => id === ad.id);
    expect(item?.metadata.imageGeneratedAt).not.toBeNull();
    const shown = await fetch(String(item?.metadata.imageUrl));
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-disposition')).toMatch(/^attachment; filename="hivekeeper-.+\.svg"$/);
    // The replaced image is gone from the bucket.
    expect((await fetch(first.imageUrl)).status).toBe(404);

    expect((await asAdmin()('DELETE', apiPath(routes.deleteMarketingContent, { id: ad.id }))).status).toBe(204);
    expect((await fetch(second.imageUrl)).status).toBe(404);
    expect((await asAdmin()('DELETE', apiPath(routes.deleteMarketingContent, { id: ad.id }))).status).toBe(404);
  });

  it("refuses another content's image, an unknown id and a missing prompt, changing nothing", async () => {
    const [one, other] = await generateAds();
    if (!one || !other) throw new Error('no ads');
    const image = generatedImageSchema.parse(
      (
        await asAdmin()('POST', apiPath(routes.generateMarketingImage), {
          contentId: other.id,
          prompt: 'A hive at dawn',
        })
      ).body,
    );
    const foreign = await asAdmin()('POST', apiPath(routes.updateMarketingImage, { id: one.id }), {
      imageUrl: image.imageKey,
    });
    expect(foreign).toMatchObject({ status: 400, body: { message: MARKETING_MESSAGES.imageSaveFailed } });
    const outside = await asAdmin()('POST', apiPath(routes.updateMarketingImage, { id: one.id }), {
      imageUrl: 'users/someone/profile-picture/01J0000000000000000000000.png',
    });
    expect(outside.status).toBe(400);

    const unknown = '01J00000000000000000000000';
    for (const answer of [
      await asAdmin()('POST', apiPath(routes.prepareMarketingImage, { id: unknown })),
      await asAdmin()('POST', apiPath(routes.generateMarketingImage), { contentId: unknown, prompt: 'A hive' }),
      await asAdmin()('POST', apiPath(routes.updateMarketingImage, { id: unknown }), { imageUrl: image.imageKey }),
    ]) {
      expect(answer).toMatchObject({ status: 404, body: { message: MARKETING_MESSAGES.contentNotFound } });
    }
    const noPrompt = await asAdmin()('POST', apiPath(routes.generateMarketingImage), { contentId: one.id, prompt: '' });
    expect(noPrompt).toMatchObject({ status: 400, body: { message: MARKETING_MESSAGES.noImagePrompt } });

    const listed = await asAdmin()<MarketingContent[]>('GET', apiPath(routes.listMarketingContent));
    expect(listed.body.find(({ id }) => id === one.id)?.metadata.imageUrl).toBeNull();
  });

  it("Generate Now answers 202 at once and the job writes a day's set, each piece with its drawn image", async () => {
    const before = await asAdmin()<MarketingContent[]>('GET', apiPath(routes.listMarketingContent));
    const started = await asAdmin()('POST', apiPath(routes.generateMarketingContent));
    expect(started).toMatchObject({
      status: 202,
      body: { success: true, message: MARKETING_MESSAGES.generationStarted },
    });
    const newPieces = async () => {
      const listed = await asAdmin()<MarketingContent[]>('GET', apiPath(routes.listMarketingContent));
      const known = new Set(before.body.map(({ id }) => id));
      return listed.body.filter(({ id, contentType }) => !known.has(id) && !contentType.includes('_ad'));
    };
    await expect.poll(async () => (await newPieces()).length, { timeout: 20_000 }).toBe(DAILY_PLATFORMS.length);
    const pieces = await newPieces();
    expect(pieces.map(({ platform }) => platform).sort()).toEqual([...DAILY_PLATFORMS].sort());
    expect(new Set(pieces.map(({ contentType }) => contentType))).toEqual(
      new Set([themeOfDay(new Date().toISOString().slice(0, 10))]),
    );
    for (const piece of pieces) {
      const image = await fetch(String(piece.metadata.imageUrl));
      expect(image.status).toBe(200);
      expect(await image.text()).toMatch(/^<svg /);
    }
  });

  it('pages the list newest first by cursor', async () => {
    await generateAds();
    const first = await asAdmin()<MarketingContent[]>('GET', `${apiPath(routes.listMarketingContent)}?limit=3`);
    expect(first.body).toHaveLength(3);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBe(first.body.at(-1)?.id);
    const next = await asAdmin()<MarketingContent[]>(
      'GET',
      `${apiPath(routes.listMarketingContent)}?limit=3&cursor=${String(cursor)}`,
    );
    expect(String(next.body[0]?.id) < String(cursor)).toBe(true);
    const bad = await asAdmin()('GET', `${apiPath(routes.listMarketingContent)}?limit=500`);
    expect(bad.status).toBe(400);
  });
});
