import { lazy, Suspense, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/catalog';
import { hivesMessages } from '../messages';
import type { LightboxPhoto } from './photo-lightbox';

const PhotoLightbox = lazy(() => import('./photo-lightbox').then((m) => ({ default: m.PhotoLightbox })));

/** An inspection's photos as thumbnails; each opens the lightbox at that photo. */
export function InspectionPhotos({ photoUrls, dateLabel }: { photoUrls: readonly string[]; dateLabel: string }) {
  const t = useMessages(hivesMessages);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // Focus goes back to the thumbnail that opened the lightbox, also where a click doesn't focus a button (Safari).
  const opener = useRef<HTMLButtonElement | null>(null);
  if (photoUrls.length === 0) return null;
  const close = () => {
    setOpenIndex(null);
    opener.current?.focus();
  };
  const photoOf = (index: number) => ({ index: index + 1, count: photoUrls.length, date: dateLabel });
  const photos: LightboxPhoto[] = photoUrls.map((src, index) => ({ src, alt: t('photos.alt', photoOf(index)) }));
  return (
    <>
      <ul aria-label={t('photos.label')} className="flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo.src}>
            <button
              type="button"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpenIndex(index);
              }}
              aria-label={t('photos.open', photoOf(index))}
              className="block size-20 overflow-hidden rounded-md border border-stone-200 bg-stone-100 focus-visible:ring-2 focus-visible:ring-honey-700 focus-visible:outline-none"
            >
              <img src={photo.src} alt="" loading="lazy" className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      {openIndex !== null && (
        <Suspense fallback={<Spinner label={t('photos.opening')} className="fixed inset-0 z-50 bg-white/80" />}>
          <PhotoLightbox photos={photos} index={openIndex} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
