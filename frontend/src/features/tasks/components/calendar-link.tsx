import { format } from 'date-fns';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { TOASTS } from '@shared/messages';
import { QueryContent } from '@/components/query-content';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Input, Label } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';

/** What the calendar link's actions say (the spec names only 'Copied!'). */
const CALENDAR_LINK_MESSAGES = {
  created: 'Your calendar link is ready',
  replaced: 'New calendar link made: the old one no longer works',
  createFailed: "Couldn't make a calendar link. Please try again.",
  turnOffFailed: "Couldn't turn the calendar link off. Please try again.",
  copyFailed: "Couldn't copy the link: select it and copy it yourself.",
  copyNow: 'Copy it now: HiveKeeper keeps only a fingerprint of the link, so it can show it this once only.',
  onSince: (since: string) => `Your calendar link is on since ${format(new Date(since), 'MMMM d, yyyy')}.`,
  shownOnce:
    "HiveKeeper showed its address once, when you made it, and can't show it again. If you no longer have it, make a new link and add that to your calendars.",
} as const;

/**
 * The calendar link: a secret address that serves the beekeeper's open tasks and treatment due dates as a
 * calendar, for a phone's calendar app to subscribe to. The address is shown once, when the link is made (the
 * server keeps only a hash of its secret); afterwards the screen says since when it is on. Make a new one (the old
 * one stops working), or turn it off.
 */
export function CalendarLink() {
  const feed = useCalendarFeed();
  // The address of the link made on this visit: the only time the screen has it.
  const [madeUrl, setMadeUrl] = useState<string | null>(null);
  return (
    <Card role="region" aria-labelledby="calendar-link-title">
      <CardHeader>
        <h2 id="calendar-link-title" className="text-lg font-semibold text-stone-900">
          Calendar link
        </h2>
        <p className="text-sm text-stone-700">
          Add your tasks and treatment due dates to your phone&apos;s calendar: copy the link, then subscribe to it in
          your calendar app (on an iPhone, add an Other account in the Calendar settings and choose Add Subscribed
          Calendar; in Google Calendar, add another calendar From URL). Keep the link to yourself: anyone with it can
          see your schedule.
        </p>
      </CardHeader>
      <CardContent>
        <QueryContent
          query={feed}
          loading={<Spinner label="Loading your calendar link..." />}
          what="your calendar link"
        >
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
  const createFeed = useCreateCalendarFeed();
  async function create() {
    try {
      onMade((await createFeed.mutateAsync()).url);
    } catch {
      toastError(CALENDAR_LINK_MESSAGES.createFailed);
      return;
    }
    toastSuccess(CALENDAR_LINK_MESSAGES.created);
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-stone-700">You have no calendar link.</p>
      <Button disabled={createFeed.isPending} onClick={() => void create()}>
        <CalendarPlus aria-hidden="true" />
        {createFeed.isPending ? 'Making the link...' : 'Make a calendar link'}
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
  const createFeed = useCreateCalendarFeed();
  const deleteFeed = useDeleteCalendarFeed();
  return (
    <div className="flex flex-col gap-3">
      {madeUrl === null ? (
        <div className="flex flex-col gap-1 text-stone-700">
          <p>{CALENDAR_LINK_MESSAGES.onSince(since)}</p>
          <p className="text-sm">{CALENDAR_LINK_MESSAGES.shownOnce}</p>
        </div>
      ) : (
        <MadeLink path={madeUrl} />
      )}
      <div className="flex flex-wrap gap-2">
        <ConfirmButton
          label="New link"
          icon={<RefreshCw aria-hidden="true" />}
          title="Make a new calendar link?"
          description="The old link stops working: calendars that subscribed to it get no more updates, and you add the new one to them instead. Do this if someone else has the link, or you no longer have it."
          confirmLabel="Make a new link"
          pendingLabel="Making..."
          onConfirm={async () => onMade((await createFeed.mutateAsync()).url)}
          succeeded={CALENDAR_LINK_MESSAGES.replaced}
          failed={CALENDAR_LINK_MESSAGES.createFailed}
        />
        <ConfirmButton
          label="Turn off"
          title="Turn the calendar link off?"
          description="The link stops working: calendars that subscribed to it no longer show your tasks. You can make a new link at any time."
          confirmLabel="Turn off"
          pendingLabel="Turning off..."
          onConfirm={async () => {
            await deleteFeed.mutateAsync();
            onOff();
          }}
          succeeded={TOASTS.calendarLinkTurnedOff}
          failed={CALENDAR_LINK_MESSAGES.turnOffFailed}
        />
      </div>
    </div>
  );
}

/** The API answers the feed's path on the site's origin; a calendar app needs the whole address. */
function MadeLink({ path }: { path: string }) {
  const url = new URL(path, window.location.origin).href;
  const fieldId = useId();
  const noteId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      toastError(CALENDAR_LINK_MESSAGES.copyFailed);
      return;
    }
    toastSuccess(TOASTS.calendarLinkCopied);
  }

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={fieldId}>Your calendar link</Label>
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
          Copy
        </Button>
      </div>
      <p id={noteId} className="text-sm font-medium text-amber-900">
        {CALENDAR_LINK_MESSAGES.copyNow}
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
