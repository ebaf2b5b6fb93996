import { describe, expect, it } from 'vitest';
import { artworkSize, marketingArtworkSvg } from './marketing-artwork';

describe('marketing artwork', () => {
  it('is drawn at the asked aspect ratio, the longer side 1200 pixels', () => {
    expect(artworkSize('16:9')).toEqual({ width: 1200, height: 675 });
    expect(artworkSize('1:1')).toEqual({ width: 1200, height: 1200 });
    expect(artworkSize('9:16')).toEqual({ width: 675, height: 1200 });
    expect(artworkSize('4:5', 1080)).toEqual({ width: 864, height: 1080 });
    expect(() => artworkSize('wide')).toThrow('Not an aspect ratio');
  });

  it('is an SVG of that size, the same for one seed and different for another', () => {
    const svg = marketingArtworkSvg({ aspectRatio: '9:16', season: 'spring', seed: 'content-1' });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="675" height="1200"/);
    expect(svg).toBe(marketingArtworkSvg({ aspectRatio: '9:16', season: 'spring', seed: 'content-1' }));
    expect(svg).not.toBe(marketingArtworkSvg({ aspectRatio: '9:16', season: 'spring', seed: 'content-2' }));
    // No text: nothing to render that would need a font.
    expect(svg).not.toContain('<text');
  });

  it("takes the season's colours", () => {
    const spring = marketingArtworkSvg({ aspectRatio: '1:1', season: 'spring', seed: 'a' });
    const winter = marketingArtworkSvg({ aspectRatio: '1:1', season: 'winter', seed: 'a' });
    expect(spring).toContain('#bbf7d0');
    expect(winter).toContain('#e0f2fe');
    expect(winter).not.toContain('#bbf7d0');
  });
});
