import { describe, expect, it, vi } from 'vitest';
import { PHOTO_LONG_EDGE_PX, resizePhoto } from './resize-photo';

const compress = vi.hoisted(() =>
  vi.fn(async (photo: File) => new File([new Uint8Array(10)], photo.name, { type: photo.type })),
);
vi.mock('browser-image-compression', () => ({ default: compress }));

describe('resizing a photo before it uploads', () => {
  it('shrinks it to 2048 px on the long edge, on the page (the worker mode would fetch itself from a CDN)', async () => {
    const photo = new File([new Uint8Array(3_000)], 'brood.jpg', { type: 'image/jpeg' });
    const resized = await resizePhoto(photo);

    expect(resized.size).toBe(10);
    expect(resized.name).toBe('brood.jpg');
    expect(compress).toHaveBeenCalledWith(
      photo,
      expect.objectContaining({ maxWidthOrHeight: PHOTO_LONG_EDGE_PX, useWebWorker: false, preserveExif: false }),
    );
    expect(PHOTO_LONG_EDGE_PX).toBe(2048);
  });

  it('sends a GIF as it is, so an animation stays one', async () => {
    compress.mockClear();
    const gif = new File([new Uint8Array(3_000)], 'dance.gif', { type: 'image/gif' });

    expect(await resizePhoto(gif)).toBe(gif);
    expect(compress).not.toHaveBeenCalled();
  });
});
