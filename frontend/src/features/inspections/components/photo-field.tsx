import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { OUTBOX_MESSAGES } from '@shared/messages';
import { canDo } from '@shared/plan-rules';
import { IMAGE_CONTENT_TYPES, INSPECTION_PHOTOS_MAX } from '@shared/schemas/upload';
import { useActingAs } from '@/api/acting-account';
import { ProFeaturePrompt } from '@/components/pro-feature-prompt';
import { Button } from '@/components/ui/button';
import type { PhotoUpload, PhotoUploads } from '../hooks/use-photo-uploads';
import { PHOTO_LONG_EDGE_PX } from '../utils/resize-photo';
import { useMessages } from '@/lib/i18n/catalog';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { inspectionMessages } from '../messages';

interface PhotoFieldProps {
  uploads: PhotoUploads;
  /** A message from the server about the photos (a 400 naming them). */
  error: string | undefined;
  /** "Upload Photos" opened the dialog: focus the picker and open it. */
  autoOpen: boolean;
}

/**
 * The inspection's photos, a Pro feature: up to five, each resized in the browser and uploaded with its progress,
 * removable before the inspection is saved. A user without Pro access sees the upgrade prompt instead.
 */
export function PhotoField({ uploads, error, autoOpen }: PhotoFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const pickerRef = useRef<HTMLButtonElement>(null);
  const upgradeRef = useRef<HTMLButtonElement>(null);
  const { planState } = useActingAs();
  const t = useMessages(inspectionMessages);
  const say = useMessageText();
  const pro = planState ? canDo(planState, 'inspectionPhotos', 'create') : false;

  // Once, as the dialog opens and the account's plan is known: never again on a later render.
  const autoOpened = useRef(false);
  useEffect(() => {
    if (!autoOpen || !planState || autoOpened.current) return;
    autoOpened.current = true;
    if (!pro) {
      upgradeRef.current?.focus();
      return;
    }
    pickerRef.current?.focus();
    // The click that opened the dialog still counts as the beekeeper's gesture, so the browser lets the picker open.
    inputRef.current?.click();
  }, [autoOpen, planState, pro]);

  const headingId = `${id}-heading`;
  const hintId = `${id}-hint`;
  // Signed-in screens have the user already; until then neither the picker nor the prompt would be right.
  if (!planState) return null;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <h3 id={headingId} className="text-sm font-medium text-stone-800">
        {t('photos.heading')}
      </h3>
      {pro ? (
        <>
          <p id={hintId} className="text-xs text-stone-600">
            {t('photos.hint', { max: INSPECTION_PHOTOS_MAX, px: PHOTO_LONG_EDGE_PX })}
          </p>
          {uploads.photos.length > 0 && (
            <ul aria-label={t('photos.list')} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {uploads.photos.map((photo, index) => (
                <PhotoTile key={photo.id} photo={photo} number={index + 1} onRemove={() => uploads.remove(photo.id)} />
              ))}
            </ul>
          )}
          <input
            ref={inputRef}
            type="file"
            accept={IMAGE_CONTENT_TYPES.join(',')}
            multiple
            hidden
            aria-label={t('photos.files')}
            onChange={(event) => {
              uploads.add([...(event.target.files ?? [])]);
              // The same file can be picked again after it was removed.
              event.target.value = '';
            }}
          />
          <Button
            ref={pickerRef}
            variant="outline"
            className="self-start"
            disabled={uploads.room === 0}
            aria-describedby={hintId}
            onClick={() => inputRef.current?.click()}
          >
            <ImagePlus aria-hidden="true" />
            {uploads.photos.length > 0 ? t('photos.addMore') : t('photos.add')}
          </Button>
          {(uploads.overLimit ?? error) && (
            <p role="alert" className="text-sm text-red-700">
              {say(uploads.overLimit ?? error ?? '')}
            </p>
          )}
        </>
      ) : (
        <ProFeaturePrompt
          title={t('photos.proTitle')}
          description={t('photos.proDescription')}
          upgradeRef={upgradeRef}
        />
      )}
    </section>
  );
}

function PhotoTile({ photo, number, onRemove }: { photo: PhotoUpload; number: number; onRemove: () => void }) {
  const t = useMessages(inspectionMessages);
  const say = useMessageText();
  const percent = Math.round(photo.progress * 100);
  // "Photo 2: brood.jpg" for a picked file, "Photo 1" for one saved before.
  const named = { number, name: photo.name ?? '' };
  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-md border border-stone-200 p-1.5">
      <div className="relative">
        <img
          src={photo.previewUrl}
          alt={t(photo.name ? 'photos.labelNamed' : 'photos.label', named)}
          className="aspect-square w-full rounded object-cover"
        />
        <button
          type="button"
          aria-label={t(photo.name ? 'photos.removeNamed' : 'photos.removeNumbered', named)}
          onClick={onRemove}
          className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-honey-800"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {photo.status === 'uploading' && (
        <div
          role="progressbar"
          aria-label={t('photos.uploadingLabel', { number })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-stone-200"
        >
          <div className="h-full bg-honey-700 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      )}
      <p className="truncate text-xs text-stone-700">
        {photo.status === 'uploading' && t('photos.uploadingPercent', { percent })}
        {photo.status === 'uploaded' && t('photos.uploaded')}
        {photo.status === 'onDevice' && say(OUTBOX_MESSAGES.photoOnDevice)}
        {photo.status === 'failed' && <span className="text-red-700">{t('photos.failed')}</span>}
      </p>
    </li>
  );
}
