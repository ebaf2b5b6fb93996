/**
 * The demo beekeeper's inspection photos, drawn here as PNGs (no image files in the repository): a honeycomb of
 * capped and open cells, and a brood frame in its wooden frame with queen cells along its bottom bar.
 */
import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];
/** The colour of one pixel. */
type Painter = (x: number, y: number) => Rgb;

export interface DemoPhoto {
  /** What the photo shows, for whoever reads the seed. */
  title: string;
  png: Buffer;
}

const WIDTH = 480;
const HEIGHT = 360;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An 8-bit RGB PNG of `paint` over width x height (each row unfiltered). */
export function drawPng(width: number, height: number, paint: Painter): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) rows.set(paint(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const WAX: Rgb = [122, 84, 30];
const HONEY: Rgb = [232, 164, 42];
const CAPPED_HONEY: Rgb = [246, 222, 160];
const CAPPED_BROOD: Rgb = [196, 140, 78];
const WOOD: Rgb = [171, 129, 83];
const QUEEN_CELL: Rgb = [150, 98, 48];

/** Which hexagonal cell (pointy-top, `size` px) a pixel lies in, and how far from its centre (0 centre, 1 wall). */
function hexCell(x: number, y: number, size: number) {
  const q = ((Math.sqrt(3) / 3) * x - y / 3) / size;
  const r = ((2 / 3) * y) / size;
  let [cq, cr, cs] = [Math.round(q), Math.round(r), Math.round(-q - r)];
  const [dq, dr, ds] = [Math.abs(cq - q), Math.abs(cr - r), Math.abs(cs + q + r)];
  if (dq > dr && dq > ds) cq = -cr - cs;
  else if (dr > ds) cr = -cq - cs;
  else cs = -cq - cr;
  const distance = Math.max(Math.abs(cq - q), Math.abs(cr - r), Math.abs(cs + q + r)) * 2;
  return { id: cq * 7919 + cr * 104_729, distance };
}

/** Pseudo-random but fixed per cell, so the photo is the same on every start. */
function cellChance(id: number): number {
  const value = Math.sin(id * 12.9898) * 43_758.5453;
  return value - Math.floor(value);
}

function shade([r, g, b]: Rgb, factor: number): Rgb {
  const channel = (value: number) => Math.min(255, Math.round(value * factor));
  return [channel(r), channel(g), channel(b)];
}

const honeycomb: Painter = (x, y) => {
  const { id, distance } = hexCell(x, y, 18);
  if (distance > 0.86) return WAX;
  const capped = cellChance(id) < 0.6;
  // Open cells glisten in the middle; capped ones are flat wax.
  return capped ? CAPPED_HONEY : shade(HONEY, 1.15 - distance * 0.45);
};

const broodFrame: Painter = (x, y) => {
  const border = 22;
  if (x < border || x >= WIDTH - border || y < border || y >= HEIGHT - border) {
    return shade(WOOD, 0.9 + 0.1 * Math.sin(y / 3 + x / 40));
  }
  // Two queen cells hang from the bottom bar, peanut-shaped.
  for (const cx of [170, 300]) {
    const [dx, dy] = [(x - cx) / 14, (y - (HEIGHT - border - 34)) / 32];
    if (dx * dx + dy * dy < 1) return shade(QUEEN_CELL, 1 - 0.25 * Math.abs(dx));
  }
  const { id, distance } = hexCell(x, y, 11);
  if (distance > 0.84) return WAX;
  const [ex, ey] = [(x - WIDTH / 2) / 170, (y - HEIGHT / 2) / 110];
  const inBroodNest = ex * ex + ey * ey < 1;
  if (inBroodNest) return cellChance(id) < 0.92 ? CAPPED_BROOD : shade(HONEY, 0.6);
  return cellChance(id) < 0.5 ? CAPPED_HONEY : shade(HONEY, 1.1 - distance * 0.4);
};

export const DEMO_PHOTOS = {
  honeycomb: { title: 'Capped and open honey cells', png: drawPng(WIDTH, HEIGHT, honeycomb) },
  broodFrame: { title: 'A brood frame with two queen cells', png: drawPng(WIDTH, HEIGHT, broodFrame) },
} as const satisfies Record<string, DemoPhoto>;
