import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { artworkSize, marketingArtworkSvg, type ArtworkRequest } from '@shared/rules/marketing-artwork';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/catalog';
import { marketingMessages } from '../messages';

/** A PNG of the SVG at its own size, drawn through a canvas (what the platforms take). */
async function pngOf(svg: string, width: number, height: number): Promise<Blob> {
  const image = new Image(width, height);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG was drawn'))), 'image/png'),
  );
}

function saveAs(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

interface ArtworkImageProps extends Omit<ArtworkRequest, 'longSide'> {
  alt: string;
  /** The downloaded file's name, without extension. */
  fileName: string;
}

/** A ready-to-post set's drawn image, and its download as a PNG at the platform's size. */
export function ArtworkImage({ alt, fileName, aspectRatio, season, seed }: ArtworkImageProps) {
  const t = useMessages(marketingMessages);
  const svg = useMemo(() => marketingArtworkSvg({ aspectRatio, season, seed }), [aspectRatio, season, seed]);
  const { width, height } = artworkSize(aspectRatio);
  return (
    <div className="flex flex-col items-start gap-2">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt={alt}
        width={width}
        height={height}
        className="h-auto max-h-72 w-auto max-w-full rounded-md border border-stone-200"
      />
      <Button
        variant="outline"
        size="sm"
        onClick={() => void pngOf(svg, width, height).then((blob) => saveAs(blob, `${fileName}.png`))}
      >
        <Download aria-hidden="true" />
        {t('downloadImage')}
        <span className="sr-only"> {t('ofTitle', { title: alt })}</span>
      </Button>
    </div>
  );
}
