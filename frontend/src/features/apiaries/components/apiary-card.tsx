import { format } from 'date-fns';
import { Hexagon, MapPin, Navigation } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatCoordinates } from '@shared/domain/coordinates';
import { TOASTS } from '@shared/messages';
import type { Apiary } from '@shared/schemas/apiary';
import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import { useDeleteApiary } from '../api/delete-apiary';
import { EditApiaryDialog } from './edit-apiary-dialog';

/** One apiary on the apiaries screen, with its Edit, Hives and Delete actions. */
export function ApiaryCard({ apiary }: { apiary: Apiary }) {
  const deleteApiary = useDeleteApiary();
  const coordinates = formatCoordinates(apiary.latitude, apiary.longitude);

  async function remove() {
    try {
      await deleteApiary.mutateAsync(apiary.id);
      toastSuccess(TOASTS.apiaryDeleted);
    } catch (error) {
      // 409: it still has hives, and the server says what to do about them.
      const description = isApiError(error, 409) ? error.serverMessage : undefined;
      toastError(description ?? TOASTS.apiaryDeleteFailed);
    }
  }

  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight break-words text-stone-900">{apiary.name}</h2>
        <p className="flex items-start gap-1 text-sm text-stone-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="break-words">{apiary.location}</span>
        </p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-2 text-sm">
        {coordinates && (
          <p className="flex items-center gap-1 text-stone-700">
            <Navigation aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Coordinates: </span>
            {coordinates}
          </p>
        )}
        {apiary.description && <p className="whitespace-pre-line break-words text-stone-800">{apiary.description}</p>}
        <p className="mt-auto text-xs text-stone-600">Created {format(new Date(apiary.createdAt), 'MMM d, yyyy')}</p>
      </CardContent>
      <CardFooter className="flex-wrap">
        <EditApiaryDialog apiary={apiary} />
        <Link
          to={`/hives?apiaryId=${encodeURIComponent(apiary.id)}`}
          aria-label={`Hives in ${apiary.name}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Hexagon aria-hidden="true" />
          Hives
        </Link>
        <ConfirmDeleteButton
          itemName={apiary.name}
          description={`${apiary.name} will be removed. An apiary that still has hives can't be deleted: move or delete its hives first.`}
          onConfirm={remove}
        />
      </CardFooter>
    </Card>
  );
}
