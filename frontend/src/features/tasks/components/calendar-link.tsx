import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { TOASTS } from '@shared/messages';
import { QueryContent } from '@/components/query-content';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Input, Label } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/catalog';
import { formatDate, LONG_DATE } from '@/lib/i18n/format';
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { tasksMessages } from '../messages';

/**
 * The calendar link: a secret address that serves the beekeeper's open tasks and treatment due dates as a
 * calendar, for a phone's calendar app to subscribe to. The address is shown once, when the link is made (the
 * server keeps only a hash of its secret); afterwards the screen says since when it is on. Make a new one (the old
 * one stops working), or turn it off.
 */
export function CalendarLink() {
  const t = useMessages(tasksMessages);
  const feed = useCalendarFeed();
  // The address of the link made on this visit: the only time the screen has it.
  const [madeUrl, setMadeUrl] = useState<string | null>(null);
  return (
    <Card role="region" aria-labelledby="calendar-link-title">
      <CardHeader>
        <h2 id="calendar-link-title" className="text-lg font-semibold text-stone-900">
          {t('calendar.title')}
        </h2>
        <p className="text-sm text-stone-700">{t('calendar.explanation')}</p>
      </CardHeader>
      <CardContent>
        <QueryContent query={feed} loading={<Spinner label={t('calendar.loading')} />} what={t('calendar.loadWhat')}>
          {({ since }) =>
            since ? (
              <ActiveLink since={since} madeUrl={madeUrl} onMade={setMadeUrl} onOff={() => setMadeUrl(null)} />
            ) : (
              <NoLink onMade={setMadeUrl} />
            )
          }
        </QueryContent>
      </CardContent>
    </Card>
  );
}

function NoLink({ onMade }: { onMade: (url: string) => void }) {
  const t = useMessages(tasksMessages);
  const createFeed = useCreateCalendarFeed();
  async function create() {
    try {
      onMade((await createFeed.mutateAsync()).url);
    } catch {
      toastError(t('calendar.createFailed'));
      return;
    }
    toastSuccess(t('calendar.created'));
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-stone-700">{t('calendar.none')}</p>
      <Button disabled={createFeed.isPending} onClick={() => void create()}>
        <CalendarPlus aria-hidden="true" />
        {createFeed.isPending ? t('calendar.making') : t('calendar.make')}
      </Button>
    </div>
  );
}

interface ActiveLinkProps {
  since: string;
  /** The link's path on the site, when it was made on this visit. */
  madeUrl: string | null;
  onMade: (url: string) => void;
  onOff: () => void;
}

function ActiveLink({ since, madeUrl, onMade, onOff }: ActiveLinkProps) {
  const t = useMessages(tasksMessages);
  const createFeed = useCreateCalendarFeed();
  const deleteFeed = useDeleteCalendarFeed();
  return (
    <div className="flex flex-col gap-3">
      {madeUrl === null ? (
        <div className="flex flex-col gap-1 text-stone-700">
          <p>{t('calendar.onSince', { date: formatDate(since, LONG_DATE) })}</p>
          <p className="text-sm">{t('calendar.shownOnce')}</p>
        </div>
      ) : (
        <MadeLink path={madeUrl} />
      )}
      <div className="flex flex-wrap gap-2">
        <ConfirmButton
          label={t('calendar.newLink')}
          icon={<RefreshCw aria-hidden="true" />}
          title={t('calendar.newTitle')}
          description={t('calendar.newDescription')}
          confirmLabel={t('calendar.newConfirm')}
          pendingLabel={t('calendar.newPending')}
          onConfirm={async () => onMade((await createFeed.mutateAsync()).url)}
          succeeded={t('calendar.replaced')}
          failed={t('calendar.createFailed')}
        />
        <ConfirmButton
          label={t('calendar.turnOff')}
          title={t('calendar.turnOffTitle')}
          description={t('calendar.turnOffDescription')}
          confirmLabel={t('calendar.turnOff')}
          pendingLabel={t('calendar.turningOff')}
          onConfirm={async () => {
            await deleteFeed.mutateAsync();
            onOff();
          }}
          succeeded={TOASTS.calendarLinkTurnedOff}
          failed={t('calendar.turnOffFailed')}
        />
      </div>
    </div>
  );
}

/** The API answers the feed's path on the site's origin; a calendar app needs the whole address. */
function MadeLink({ path }: { path: string }) {
  const t = useMessages(tasksMessages);
  const url = new URL(path, window.location.origin).href;
  const fieldId = useId();
  const noteId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      toastError(t('calendar.copyFailed'));
      return;
    }
    toastSuccess(TOASTS.calendarLinkCopied);
  }

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={fieldId}>{t('calendar.yourLink')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={fieldId}
          readOnly
          value={url}
          aria-describedby={noteId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button className="self-start" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t('calendar.copy')}
        </Button>
      </div>
      <p id={noteId} className="text-sm font-medium text-amber-900">
        {t('calendar.copyNow')}
      </p>
    </div>
  );
}

interface ConfirmButtonProps {
  label: string;
  icon?: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  onConfirm: () => Promise<unknown>;
  succeeded: string;
  failed: string;
}

/** A button that asks first, then says how its request went. */
function ConfirmButton({
  label,
  icon,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
  succeeded,
  failed,
}: ConfirmButtonProps) {
  const t = useMessages(tasksMessages);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline">
          {icon}
          {label}
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      cancelLabel={t('cancel')}
      onConfirm={async () => {
        try {
          await onConfirm();
          toastSuccess(succeeded);
        } catch {
          toastError(failed);
        }
      }}
    />
  );
}
