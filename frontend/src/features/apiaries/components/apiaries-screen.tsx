import { MapPin } from 'lucide-react';
import { useApiaries } from '@/api/get-apiaries';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { CardGrid } from '@/components/ui/card-grid';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { AddApiaryButton } from './add-apiary-button';
import { ApiaryCard } from './apiary-card';
import type { CopyApiaryForOffline } from './take-apiary-offline';
import { useMessages } from '@/lib/i18n/catalog';
import { apiariesMessages } from '../messages';

/**
 * The apiaries screen (`/apiaries`, spec section 2): the beekeeper's apiary locations as cards, each of which can be
 * taken offline with `copyForOffline` (given by the app, which knows every feature's reads).
 */
export function ApiariesScreen({ copyForOffline }: { copyForOffline?: CopyApiaryForOffline }) {
  const t = useMessages(apiariesMessages);
  const apiaries = useApiaries();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('heading.title')} description={t('heading.description')} action={<AddApiaryButton />} />
      <QueryContent query={apiaries} loading={<CardGridSkeleton label={t('list.loading')} />} what={t('list.what')}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={<MapPin aria-hidden="true" className="size-10 text-honey-700" />}
              title={t('empty.title')}
              description={t('empty.description')}
              action={<AddApiaryButton label={t('add.firstApiary')} />}
            />
          ) : (
            <CardGrid label={t('list.label')} items={list}>
              {(apiary) => <ApiaryCard apiary={apiary} copyForOffline={copyForOffline} />}
            </CardGrid>
          )
        }
      </QueryContent>
    </div>
  );
}
