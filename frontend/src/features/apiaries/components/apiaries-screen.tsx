import { MapPin } from 'lucide-react';
import { useApiaries } from '@/api/get-apiaries';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { AddApiaryButton } from './add-apiary-button';
import { ApiaryCard } from './apiary-card';

/** The apiaries screen (`/apiaries`, spec section 2): the beekeeper's apiary locations as cards. */
export function ApiariesScreen() {
  const apiaries = useApiaries();

  function content() {
    // A retry after an error shows the skeleton again, so the click visibly does something.
    if (apiaries.isPending || (apiaries.isError && apiaries.isFetching)) {
      return <CardGridSkeleton label="Loading apiaries" />;
    }
    if (apiaries.isError) return <LoadError what="your apiaries" onRetry={() => void apiaries.refetch()} />;
    if (apiaries.data.length === 0) {
      return (
        <EmptyState
          icon={<MapPin aria-hidden="true" className="size-10 text-honey-700" />}
          title="No apiaries yet"
          description="An apiary is a place where you keep hives. Create one to start adding hives to it."
          action={<AddApiaryButton label="Create First Apiary" />}
        />
      );
    }
    return (
      <ul aria-label="Apiaries" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {apiaries.data.map((apiary) => (
          <li key={apiary.id}>
            <ApiaryCard apiary={apiary} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-stone-900 md:text-3xl">Apiaries</h1>
          <p className="text-stone-700">Manage your apiary locations and the hives kept at each.</p>
        </div>
        <AddApiaryButton />
      </div>
      {content()}
    </div>
  );
}
