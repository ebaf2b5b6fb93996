/**
 * The generation service's refusals: whatever a generator answers that doesn't pass HiveKeeper's check (Bedrock's
 * malformed output above all) is a 502 with the spec's message, and nothing is stored.
 */
import { describe, expect, it, vi } from 'vitest';
import { MARKETING_MESSAGES } from '../../../shared/marketing-messages';
import type { ContentGenerator } from '../content/content-generator';
import { createTemplateGenerator } from '../content/template-generator';
import { listMarketingContent } from '../data/marketing-content';
import { BadGatewayError } from '../errors';
import { logger } from '../logger';
import { generateAds } from './generation';

const template = createTemplateGenerator();

/** The template generator, but its n-th piece answered as `mangle` makes it. */
function mangling(mangle: (piece: object) => unknown, nth = 2): ContentGenerator {
  let written = 0;
  return {
    ...template,
    async writeContent(brief) {
      const piece = await template.writeContent(brief);
      written += 1;
      return (written === nth ? mangle(piece) : piece) as never;
    },
  };
}

const newest = async () => (await listMarketingContent({ limit: 100 })).content.map(({ id }) => id);

describe('generating ads', () => {
  it.each([
    ['a missing field', (piece: object) => ({ ...piece, title: undefined })],
    ['copy over the limit', (piece: object) => ({ ...piece, content: 'x'.repeat(6000) })],
    ['another platform', (piece: object) => ({ ...piece, platform: 'general' })],
  ])('refuses a set with %s: 502, nothing stored, the detail logged', async (_case, mangle) => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const before = await newest();
    const failure = generateAds(mangling(mangle));
    await expect(failure).rejects.toBeInstanceOf(BadGatewayError);
    await expect(failure).rejects.toThrow(MARKETING_MESSAGES.adsFailed);
    expect(await newest()).toEqual(before);
    expect(error).toHaveBeenCalledWith(
      'The content generator failed',
      expect.objectContaining({ answered: MARKETING_MESSAGES.adsFailed }),
    );
  });

  it('stores a good set in one transaction', async () => {
    const ads = await generateAds(template);
    expect(ads).toHaveLength(4);
    expect((await newest()).slice(0, 4).sort()).toEqual(ads.map(({ id }) => id).sort());
  });
});
