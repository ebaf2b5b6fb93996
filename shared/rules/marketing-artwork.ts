/**
 * HiveKeeper's drawn marketing artwork: an SVG of a honeycomb, a hive and bees in the season's colours, at any
 * aspect ratio, varied by a seed so two pieces of content don't share a picture. The template generator rasterises
 * it to the PNG it stores; the admin's Marketing Assets draw the ready-to-post sets' images with it. No text is
 * drawn (copy travels beside the image), so no font is needed to render it anywhere.
 */
import type { Season } from '../schemas/daily-tip';

/** The longest side of a drawn image, in pixels: what the platforms show full width (Instagram 1080, X 1200). */
export const ARTWORK_LONG_SIDE = 1200;

/** Pixel size of an image of `aspectRatio` (`W:H`, e.g. `16:9`) whose longer side is `longSide`. */
export function artworkSize(aspectRatio: string, longSide = ARTWORK_LONG_SIDE): { width: number; height: number } {
  const [w = 16, h = 9] = aspectRatio.split(':').map(Number);
  if (!(w > 0 && h > 0)) throw new Error(`Not an aspect ratio: ${aspectRatio}`);
  return w >= h
    ? { width: longSide, height: Math.round((longSide * h) / w) }
    : { width: Math.round((longSide * w) / h), height: longSide };
}

const PALETTES: Record<Season, { sky: [string, string]; comb: string; accent: string; ground: string }> = {
  spring: { sky: ['#fef3c7', '#bbf7d0'], comb: '#f59e0b', accent: '#ec4899', ground: '#4ade80' },
  summer: { sky: ['#fde68a', '#7dd3fc'], comb: '#d97706', accent: '#f97316', ground: '#65a30d' },
  fall: { sky: ['#fed7aa', '#fde68a'], comb: '#b45309', accent: '#dc2626', ground: '#a16207' },
  winter: { sky: ['#e0f2fe', '#f1f5f9'], comb: '#92400e', accent: '#0ea5e9', ground: '#e2e8f0' },
};

/** A small deterministic random sequence from a seed (mulberry32 over the seed's FNV-1a hash). */
function randomFrom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hexagon(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i + Math.PI / 6;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}"/>`;
}

function bee(x: number, y: number, size: number, tilt: number): string {
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${tilt.toFixed(0)}) scale(${(size / 40).toFixed(3)})">
<ellipse cx="-6" cy="-16" rx="12" ry="16" fill="#ffffff" fill-opacity="0.8" transform="rotate(-25 -6 -16)"/>
<ellipse cx="8" cy="-16" rx="12" ry="16" fill="#ffffff" fill-opacity="0.8" transform="rotate(25 8 -16)"/>
<ellipse cx="0" cy="0" rx="22" ry="14" fill="#facc15" stroke="#1c1917" stroke-width="2"/>
<rect x="-8" y="-13" width="5" height="26" fill="#1c1917"/><rect x="4" y="-13" width="5" height="26" fill="#1c1917"/>
<circle cx="22" cy="0" r="7" fill="#1c1917"/></g>`;
}

export interface ArtworkRequest {
  aspectRatio: string;
  season: Season;
  /** Varies the comb, the bees and the flowers: the content's id or prompt. */
  seed: string;
  longSide?: number;
}

/** The SVG document of one piece of artwork. */
export function marketingArtworkSvg({ aspectRatio, season, seed, longSide }: ArtworkRequest): string {
  const { width, height } = artworkSize(aspectRatio, longSide);
  const palette = PALETTES[season];
  const random = randomFrom(seed);
  const unit = Math.min(width, height);

  const cell = unit / 9;
  const comb: string[] = [];
  const combWidth = width * (0.3 + random() * 0.15);
  for (let row = 0; row * cell * 0.87 < height + cell; row++) {
    for (let col = 0; (col * cell * 1.5) / 1.73 < combWidth; col++) {
      const cx = col * cell * 0.87 * 2 + (row % 2) * cell * 0.87;
      if (cx > combWidth) continue;
      comb.push(hexagon(cx, row * cell * 1.5 * 0.87, cell * 0.95));
    }
  }

  const hiveWidth = unit * 0.34;
  const hiveX = width * (0.55 + random() * 0.12);
  const groundY = height * 0.82;
  const boxes = 2 + Math.floor(random() * 2);
  const boxHeight = hiveWidth * 0.32;
  const hive = Array.from(
    { length: boxes },
    (_, i) =>
      `<rect x="${hiveX.toFixed(1)}" y="${(groundY - boxHeight * (i + 1)).toFixed(1)}" width="${hiveWidth.toFixed(1)}" height="${(boxHeight - 3).toFixed(1)}" rx="4" fill="${i % 2 ? '#fcd34d' : '#fbbf24'}" stroke="#78350f" stroke-width="3"/>`,
  ).join('');
  const roofY = groundY - boxHeight * boxes;
  const roof = `<rect x="${(hiveX - 10).toFixed(1)}" y="${(roofY - boxHeight * 0.3).toFixed(1)}" width="${(hiveWidth + 20).toFixed(1)}" height="${(boxHeight * 0.3).toFixed(1)}" rx="3" fill="#57534e"/>`;
  const entrance = `<rect x="${(hiveX + hiveWidth * 0.35).toFixed(1)}" y="${(groundY - 12).toFixed(1)}" width="${(hiveWidth * 0.3).toFixed(1)}" height="8" fill="#1c1917"/>`;

  const flowers = Array.from({ length: 5 + Math.floor(random() * 5) }, () => {
    const x = random() * width;
    const y = groundY + random() * (height - groundY);
    const r = unit * (0.012 + random() * 0.012);
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * 1.8).toFixed(1)}" fill="${palette.accent}"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="#fde047"/>`;
  }).join('');

  const bees = Array.from({ length: 3 + Math.floor(random() * 3) }, () =>
    bee(
      width * (0.4 + random() * 0.55),
      height * (0.12 + random() * 0.45),
      unit * (0.05 + random() * 0.04),
      random() * 60 - 30,
    ),
  ).join('');

  const sun = `<circle cx="${(width * 0.88).toFixed(1)}" cy="${(height * 0.16).toFixed(1)}" r="${(unit * 0.09).toFixed(1)}" fill="#fde047" fill-opacity="0.9"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>${sun}
<g fill="${palette.comb}" fill-opacity="0.85" stroke="#fef3c7" stroke-width="4">${comb.join('')}</g>
<rect y="${groundY.toFixed(1)}" width="${width}" height="${(height - groundY).toFixed(1)}" fill="${palette.ground}"/>
${roof}${hive}${entrance}${flowers}${bees}</svg>`;
}
