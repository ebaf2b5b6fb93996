import { X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { notificationTimeLabel } from '@shared/rules/notification-time';
import type { Notification } from '@shared/schemas/notification';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { useMessages } from '@/lib/i18n/catalog';
import { currentLocale } from '@/lib/i18n/locale';
import { useUnreadNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationsMessages } from '../messages';
import { noticeWords } from '../notice-words';

/**
 * The bell's popover (spec section 2; an admin's notices, a beekeeper's hive alerts), loaded with the bell's first
 * press and open from then: the unread notifications, newest first, each with its relative time and a button that
 * marks it read, with Mark all read and Close above them. Under 768px the popover is a sheet the screen's width under
 * the header, its list scrolling inside it, so the page stays where it was. Opening it asks again (the app refetches
 * nothing on a timer), so a notice since the page loaded shows up there. `bell` is the header's button, its trigger.
 */
export function NotificationPopover({ bell }: { bell: ReactNode }) {
  const unread = useUnreadNotifications();
  const headingId = useId();
  return (
    <Popover.Root defaultOpen onOpenChange={(open) => open && void unread.refetch()}>
      <Popover.Trigger asChild>{bell}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={{ top: 16, bottom: 16 }}
          aria-labelledby={headingId}
          className="z-50 w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-stone-200 bg-white shadow-lg max-md:w-screen max-md:max-w-none max-md:rounded-none max-md:border-x-0"
        >
          <NotificationList headingId={headingId} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function NotificationList({ headingId }: { headingId: string }) {
  // Its own observer of the same query: it re-renders on the states it reads (loading, error), not just the data.
  const t = useMessages(notificationsMessages);
  const query = useUnreadNotifications();
  const heading = useRef<HTMLHeadingElement>(null);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const units = useUnitSystem();
  const locale = currentLocale();
  const now = new Date();
  const ageWords = {
    justNow: t('age.justNow'),
    minutes: (count: number) => t('age.minutes', { count }),
    hours: (count: number) => t('age.hours', { count }),
    days: (count: number) => t('age.days', { count }),
  };
  const dismiss = (notification: Notification) => {
    markRead.mutate(notification.id);
    // The button goes with its notification: keep the keyboard in the popover, on its heading.
    heading.current?.focus();
  };
  return (
    <div className="flex max-h-[70vh] flex-col">
      <div className="flex items-center gap-1 border-b border-stone-200 py-1 pr-1 pl-4">
        <h2 ref={heading} id={headingId} tabIndex={-1} className="flex-1 py-2 font-semibold">
          {t('bell.title')}
        </h2>
        {query.data && query.data.length > 0 && (
          <Button
            variant="ghost"
            size="sm"
            className="h-11"
            onClick={() => {
              markAllRead.mutate();
              heading.current?.focus();
            }}
          >
            {t('bell.markAllRead')}
          </Button>
        )}
        <Popover.Close asChild>
          <Button variant="ghost" size="icon" className="size-11" aria-label={t('bell.close')}>
            <X aria-hidden="true" />
          </Button>
        </Popover.Close>
      </div>
      {query.isPending ? (
        <Spinner label={t('bell.loading')} className="p-6" />
      ) : query.isError ? (
        <LoadError what={t('bell.what')} onRetry={() => void query.refetch()} className="m-3" />
      ) : query.data.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-stone-600">{t('bell.empty')}</p>
      ) : (
        <ul className="divide-y divide-stone-100 overflow-y-auto">
          {query.data.map((notification) => {
            const when = notificationTimeLabel(notification.createdAt, now, ageWords, locale);
            const { title, message, href } = noticeWords(t, notification, { units, locale });
            return (
              <li key={notification.id} className="flex items-start gap-2 px-4 py-3">
                <div className="min-w-0 flex-1 wrap-anywhere">
                  <p className="text-sm font-medium text-stone-900">
                    {href ? (
                      // A hive alert opens its hive's page, the bell closing behind it.
                      <Popover.Close asChild>
                        <Link
                          to={href}
                          className="rounded-sm underline underline-offset-4 hover:text-honey-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-honey-700"
                        >
                          {title}
                        </Link>
                      </Popover.Close>
                    ) : (
                      title
                    )}
                  </p>
                  <p className="text-sm text-stone-700">{message}</p>
                  <time dateTime={notification.createdAt} className="text-xs text-stone-600">
                    {when}
                  </time>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-11 shrink-0"
                  aria-label={t('bell.markRead', { title, when })}
                  onClick={() => dismiss(notification)}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
