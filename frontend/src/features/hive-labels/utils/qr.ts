/**
 * QR codes for hive labels, from `@paulmillr/qr` (no dependencies): only the label sheet and the scanner import this,
 * so the library comes with their chunks.
 */
import encodeQR from '@paulmillr/qr';
import decodeQR from '@paulmillr/qr/decode.js';

/** Modules of quiet zone around a QR, as the standard asks (ISO/IEC 18004: 4). */
export const QUIET_ZONE = 4;

/** The QR of `text` as one SVG path over a grid of modules, and the grid's size with its quiet zone. */
export function qrPath(text: string): { path: string; size: number } {
  // Medium error correction: a label outdoors gets scuffed and stained.
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: QUIET_ZONE });
  const cells = modules.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])));
  return { path: cells.join(''), size: modules.length };
}

/** The text of a QR in an image's pixels (RGBA), or null when none is found. */
export function decodeQrPixels(image: { width: number; height: number; data: Uint8ClampedArray }): string | null {
  try {
    return decodeQR(image);
  } catch {
    // No QR in this frame: the next one is read.
    return null;
  }
}
