import { ExternalLink, Hexagon, MapPin, Navigation } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatCoordinates, openStreetMapUrl } from '@shared/domain/coordinates';
import type { Apiary } from '@shared/schemas/apiary';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { DeleteApiaryButton } from './delete-apiary-button';
import { EditApiaryDialog } from './edit-apiary-dialog';
import { TakeApiaryOffline, type CopyApiaryForOffline } from './take-apiary-offline';
import { useMessages } from '@/lib/i18n/catalog';
import { formatDate, MEDIUM_DATE } from '@/lib/i18n/format';
import { apiariesMessages } from '../messages';

/**
 * One apiary on the apiaries screen: where it is (with a map link), its hive count, and its actions; with
 * `copyForOffline`, taking it offline too.
 */
export function ApiaryCard({ apiary, copyForOffline }: { apiary: Apiary; copyForOffline?: CopyApiaryForOffline }) {
  const t = useMessages(apiariesMessages);
  const coordinates = formatCoordinates(apiary.latitude, apiary.longitude);
  const mapUrl = openStreetMapUrl(apiary.latitude, apiary.longitude);

  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <h2 translate="no" className="text-lg font-semibold leading-tight break-words text-stone-900">
          {apiary.name}
        </h2>
        <p className="flex items-start gap-1 text-sm text-stone-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span translate="no" className="break-words">
            {apiary.location}
          </span>
        </p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-2 text-sm">
        <p className="flex items-center gap-1 font-medium text-stone-800">
          <Hexagon aria-hidden="true" className="size-4 shrink-0 text-honey-700" />
          {t('card.hiveCount', { count: apiary.hiveCount })}
        </p>
        {coordinates && (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-stone-700">
            <span className="flex items-center gap-1">
              <Navigation aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{t('card.coordinates')}</span>
              {coordinates}
            </span>
            {mapUrl && (
              <a
                href={mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                // Starts with the visible text, so speech users can say what they see.
                aria-label={t('card.viewOnMapName', { name: apiary.name })}
                className="inline-flex items-center gap-1 rounded-sm font-medium text-honey-800 underline underline-offset-4 hover:text-honey-900"
              >
                {t('card.viewOnMap')}
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
              </a>
            )}
          </p>
        )}
        {apiary.description && (
          <p translate="no" className="whitespace-pre-line break-words text-stone-800">
            {apiary.description}
          </p>
        )}
        <p className="mt-auto text-xs text-stone-600">
          {t('card.created', { date: formatDate(new Date(apiary.createdAt), MEDIUM_DATE) })}
        </p>
        {copyForOffline && <TakeApiaryOffline apiary={apiary} copy={copyForOffline} />}
      </CardContent>
      {/* Three equal cells on one row: the actions never wrap, at any name length or card width. */}
      <CardFooter className="grid grid-cols-3 [&>*]:gap-1.5 [&>*]:px-2">
        <EditApiaryDialog apiary={apiary} />
        <Link
          to={paths.app.hives.getHref({ apiaryId: apiary.id })}
          aria-label={t('card.hivesIn', { name: apiary.name })}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Hexagon aria-hidden="true" />
          {t('card.hives')}
        </Link>
        <DeleteApiaryButton apiary={apiary} />
      </CardFooter>
    </Card>
  );
}
