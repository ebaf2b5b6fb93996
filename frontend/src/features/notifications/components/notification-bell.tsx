import { Bell } from 'lucide-react';
import { forwardRef, lazy, Suspense, useState, type ComponentPropsWithoutRef } from 'react';
import { NOTIFICATIONS_LISTED } from '@shared/domain/notification';
import { Button } from '@/components/ui/button';
import { appMessages } from '@/components/layouts/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useUnreadNotifications } from '../api/get-notifications';

// The popover, its list and its words load with the bell's first press: every signed-in page shows the bell.
const loadPopover = () => import('./notification-popover');
const NotificationPopover = lazy(() => loadPopover().then((m) => ({ default: m.NotificationPopover })));

/**
 * The badge's text, also in the button's name: what is read matches what is shown (axe
 * label-content-name-mismatch).
 */
function unreadCountText(count: number): string {
  return count >= NOTIFICATIONS_LISTED ? `${NOTIFICATIONS_LISTED}+` : String(count);
}

/** The header's bell button with the unread count on it (its words in the frame's catalogue, already loaded). */
const BellButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function BellButton(props, ref) {
  const t = useMessages(appMessages);
  const count = useUnreadNotifications().data?.length ?? 0;
  return (
    <Button
      ref={ref}
      variant="ghost"
      size="icon"
      className="relative size-11"
      aria-label={count > 0 ? t('bell.nameUnread', { count: unreadCountText(count) }) : t('bell.name')}
      {...props}
    >
      <Bell aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-700 px-1 text-[0.625rem] leading-none font-semibold text-white"
        >
          {unreadCountText(count)}
        </span>
      )}
    </Button>
  );
});

/**
 * The header's bell for every signed-in beekeeper (an admin's notices, a beekeeper's hive alerts): the unread count
 * on it, and on its first press the popover of the notifications (`notification-popover.tsx`), which from then on
 * opens and closes it.
 */
export function NotificationBell() {
  const [pressed, setPressed] = useState(false);
  if (!pressed) return <BellButton aria-haspopup="dialog" aria-expanded={false} onClick={() => setPressed(true)} />;
  return (
    <Suspense fallback={<BellButton aria-busy="true" />}>
      <NotificationPopover bell={<BellButton />} />
    </Suspense>
  );
}
