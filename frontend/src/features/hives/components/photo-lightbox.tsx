import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { useMessages } from '@/lib/i18n/catalog';
import { hivesMessages } from '../messages';

export interface LightboxPhoto {
  src: string;
  alt: string;
}

interface PhotoLightboxProps {
  photos: readonly LightboxPhoto[];
  index: number;
  onClose: () => void;
}

/**
 * An inspection's photos full size (yet-another-react-lightbox, in a chunk of its own loaded on the first open): a
 * modal dialog that traps focus, moves with the arrow keys, closes on Escape and gives focus back to the thumbnail.
 */
export function PhotoLightbox({ photos, index, onClose }: PhotoLightboxProps) {
  const t = useMessages(hivesMessages);
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={photos}
      carousel={{ finite: true }}
      labels={{
        Lightbox: t('lightbox.title'),
        Previous: t('lightbox.previous'),
        Next: t('lightbox.next'),
        Close: t('lightbox.close'),
      }}
    />
  );
}
