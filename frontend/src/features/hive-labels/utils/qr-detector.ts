/**
 * Reading a QR from the camera's video: the browser's own BarcodeDetector where it exists and reads `qr_code`
 * (Chrome on Android, Safari 17+ on iOS), else `@paulmillr/qr`'s decoder on the frame drawn to a canvas.
 */
import { decodeQrPixels } from './qr';

/** Reads the QR in the video's current frame, or null. */
export type QrReader = (video: HTMLVideoElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The browser's BarcodeDetector, when it reads QR codes. */
async function nativeReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [];
  if (!formats.includes('qr_code')) return null;
  const detector = new Detector({ formats: ['qr_code'] });
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
}

/** The library's decoder on the frame drawn to a canvas. */
function libraryReader(): QrReader {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!context || width === 0 || height === 0) return Promise.resolve(null);
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    return Promise.resolve(decodeQrPixels(context.getImageData(0, 0, width, height)));
  };
}

export async function makeQrReader(): Promise<{ read: QrReader; native: boolean }> {
  const native = await nativeReader();
  return native ? { read: native, native: true } : { read: libraryReader(), native: false };
}
