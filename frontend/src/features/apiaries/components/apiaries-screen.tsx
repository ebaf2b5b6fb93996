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

/**
 * The apiaries screen (`/apiaries`, spec section 2): the beekeeper's apiary locations as cards, each of which can be
 * taken offline with `copyForOffline` (given by the app, which knows every feature's reads).
 */
export function ApiariesScreen({ copyForOffline }: { copyForOffline?: CopyApiaryForOffline }) {
  const apiaries = useApiaries();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Apiaries"
        description="Manage your apiary locations and the hives kept at each."
        action={<AddApiaryButton />}
      />
      <QueryContent query={apiaries} loading={<CardGridSkeleton label="Loading apiaries" />} what="your apiaries">
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={<MapPin aria-hidden="true" className="size-10 text-honey-700" />}
              title="No apiaries yet"
              description="An apiary is a place where you keep hives. Create one to start adding hives to it."
              action={<AddApiaryButton label="Create First Apiary" />}
            />
          ) : (
            <CardGrid label="Apiaries" items={list}>
              {(apiary) => <ApiaryCard apiary={apiary} copyForOffline={copyForOffline} />}
            </CardGrid>
          )
        }
      </QueryContent>
    </div>
  );
}
