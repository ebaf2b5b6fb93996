import { useCallback, useEffect, useRef, useState } from 'react';
import { TOASTS, VALIDATION } from '@shared/messages';
import { INSPECTION_PHOTOS_MAX } from '@shared/schemas/upload';
import { toastSuccess } from '@/lib/outcome-toasts';
import { toast } from '@/lib/toast';
import { isNetworkFailure } from '@/lib/offline/write-headers';
import { uploadFile } from '@/lib/upload-file';
import { resizePhoto } from '../utils/resize-photo';

/**
 * One photo of the form: already saved with the inspection, on its way up, up, failed, or kept on the device
 * (picked without signal: it uploads when the outbox sends the inspection).
 */
export interface PhotoUpload {
  /** This photo in the form (a saved photo's key, or a number for a new one). */
  id: string;
  /** The picked file's name; empty for a photo saved before. */
  name: string;
  /** What the thumbnail shows: the saved photo's URL, or the picked file itself. */
  previewUrl: string;
  status: 'uploading' | 'uploaded' | 'failed' | 'onDevice';
  /** 0 to 1 while uploading. */
  progress: number;
  /** The object key once uploaded: what the inspection saves. */
  key?: string;
}

export interface PhotoUploads {
  photos: readonly PhotoUpload[];
  /** Resizes and uploads the picked files, as many as the inspection has room for. */
  add: (files: readonly File[]) => void;
  /** Takes a photo out of the inspection (stopping its upload). */
  remove: (id: string) => void;
  /** Said when more files were picked than there was room for. */
  overLimit: string | undefined;
  /** How many more photos the inspection takes. */
  room: number;
  /** Once every upload has finished: the keys of the photos to save, in order, and those kept on the device. */
  settled: () => Promise<SettledPhotos>;
}

export interface SettledPhotos {
  keys: string[];
  onDevice: Blob[];
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The photos of one inspection form: at most five; each picked file is resized in the browser, uploaded with its
 * progress shown, and can be removed before saving. A batch ends with the spec's toast: 'N photo(s) uploaded
 * successfully', or 'Upload Failed' when any failed.
 */
export function usePhotoUploads(saved: readonly { key: string; url: string }[]): PhotoUploads {
  const [photos, setPhotos] = useState<PhotoUpload[]>(() =>
    saved.map(({ key, url }) => ({
      id: key,
      name: '',
      previewUrl: url,
      status: 'uploaded',
      progress: 1,
      key,
    })),
  );
  const [overLimit, setOverLimit] = useState<string>();
  // Read after the uploads end, when the render that started them is out of date.
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  const uploadedKeys = useRef(new Map<string, string>());
  const keptOnDevice = useRef(new Map<string, Blob>());
  const running = useRef(new Map<string, { done: Promise<unknown>; controller: AbortController }>());
  const nextId = useRef(0);

  const update = useCallback((id: string, change: Partial<PhotoUpload>) => {
    setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)));
  }, []);

  // Leaving the form stops what is still uploading and lets the browser forget the picked files.
  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const { controller } of uploads.values()) controller.abort();
      for (const photo of photosRef.current)
        if (photo.previewUrl.startsWith('blob:')) URL.revokeObjectURL(photo.previewUrl);
    };
  }, []);

  const kept = photos.filter((photo) => photo.status !== 'failed').length;
  const room = Math.max(0, INSPECTION_PHOTOS_MAX - kept);

  function add(files: readonly File[]) {
    const accepted = files.slice(0, room);
    setOverLimit(files.length > room ? VALIDATION.tooMany('photos', INSPECTION_PHOTOS_MAX) : undefined);
    if (accepted.length === 0) return;
    const batch = accepted.map((file) => {
      const id = `new-${nextId.current++}`;
      const controller = new AbortController();
      setPhotos((current) => [
        ...current,
        { id, name: file.name, previewUrl: URL.createObjectURL(file), status: 'uploading', progress: 0 },
      ]);
      const done = resizePhoto(file)
        .then(async (resized) => {
          try {
            if (!navigator.onLine) return keepOnDevice(id, resized);
            const key = await uploadFile('inspection-photo', resized, {
              signal: controller.signal,
              onProgress: (progress) => update(id, { progress }),
            });
            uploadedKeys.current.set(id, key);
            update(id, { status: 'uploaded', progress: 1, key });
          } catch (error) {
            if (isNetworkFailure(error)) return keepOnDevice(id, resized);
            throw error;
          }
        })
        .then(
          () => undefined,
          (error: unknown) => {
            if (!controller.signal.aborted) update(id, { status: 'failed' });
            throw error;
          },
        )
        .finally(() => running.current.delete(id));
      running.current.set(id, { done, controller });
      return done;
    });
    void Promise.allSettled(batch).then((outcomes) => {
      const failed = outcomes.some((outcome) => outcome.status === 'rejected' && !isAbort(outcome.reason));
      const uploaded = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
      if (failed) toast({ title: TOASTS.uploadFailedTitle, description: TOASTS.uploadFailed, variant: 'destructive' });
      else if (uploaded > 0) toastSuccess(TOASTS.photosUploaded(uploaded));
    });
  }

  /** No signal: the resized photo waits on the device for the outbox to upload it with the inspection. */
  function keepOnDevice(id: string, resized: Blob) {
    keptOnDevice.current.set(id, resized);
    update(id, { status: 'onDevice', progress: 0 });
  }

  function remove(id: string) {
    running.current.get(id)?.controller.abort();
    const photo = photos.find((candidate) => candidate.id === id);
    if (photo?.previewUrl.startsWith('blob:')) URL.revokeObjectURL(photo.previewUrl);
    keptOnDevice.current.delete(id);
    setPhotos((current) => current.filter((candidate) => candidate.id !== id));
    setOverLimit(undefined);
  }

  async function settled(): Promise<SettledPhotos> {
    await Promise.allSettled([...running.current.values()].map(({ done }) => done));
    return {
      keys: photosRef.current.flatMap((photo) => {
        const key = photo.key ?? uploadedKeys.current.get(photo.id);
        return key ? [key] : [];
      }),
      onDevice: photosRef.current.flatMap((photo) => keptOnDevice.current.get(photo.id) ?? []),
    };
  }

  return { photos, add, remove, overLimit, room, settled };
}
