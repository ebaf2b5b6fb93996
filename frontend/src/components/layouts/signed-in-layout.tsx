import { LogOut, ScanLine } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HIVE_LABEL_MESSAGES } from '@shared/messages/hive-labels';
import { hasProAccess } from '@shared/plans';
import type { User } from '@shared/schemas/user';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useActingAs } from '@/api/acting-account';
import { useWelcomeToast } from '@/hooks/use-welcome-toast';
import { OutboxSlot } from '@/components/outbox/outbox-slot';
import { AccountMenu } from './account-menu';
import { AccountSwitcher, SharedAccountNotice } from './account-switcher';
import { Brand } from './brand';
import { MainContent, MainOutlet, ScreenLoading } from './landmarks';
import { menuFor } from './nav-items';
import { PhoneMenu } from './phone-menu';
import { ProfileLanguage } from './profile-language';
import { SideMenu } from './side-menu';
import { PHONE_BRAND_CLASS, SIGNED_IN_MAIN_CLASS, SignedInFrame } from './signed-in-frame';
import { useLogout } from './use-logout';
import { useMessages } from '@/lib/i18n/catalog';
import { appMessages } from './messages';

// The service worker and the update prompt (docs/features/offline.md): signed-in beekeepers only, after the frame.
const InstalledApp = lazy(() => import('@/lib/offline/installed-app').then((m) => ({ default: m.InstalledApp })));

/**
 * The signed-in frame (spec section 2): the fixed side menu on wide screens, the tab bar under 768px (issue #23: it
 * replaced the spec's floating menu button), and a header with the search (given by the app, which composes
 * features), the account menu and, from 768px, Logout (on a phone it is under More). Loaded as its own chunk: a
 * visitor's landing page never needs it. `headerActions` (the admins' notification bell) and `inspectAction` (the
 * tab bar's Inspect) are composed in by the app too.
 *
 * On a phone the header's slots sit side by side and never overlap from 320px: the brand's mark, then the search
 * button, the bell and the account button, each 44 px.
 *
 * With `user` undefined (a session is stored but the signed-in user has not loaded yet), the frame paints at once
 * with what is the same for every account: the menu without admin entry or PRO badges, a placeholder where the
 * account button goes, and in the main region `loading` (the screen's heading, when the app has it) above a spinner
 * instead of the screen, which renders only for a known user. The same shows while the screen's chunk downloads.
 */
export function SignedInLayout({
  user,
  search,
  headerActions,
  inspectAction,
  loading,
}: {
  user: User | undefined;
  search?: ReactNode;
  headerActions?: ReactNode;
  inspectAction?: ReactNode;
  loading?: ReactNode;
}) {
  const t = useMessages(appMessages);
  const { logout, isLoggingOut } = useLogout();
  const { shared } = useActingAs();
  const entries = menuFor(user, { accountPlan: shared?.planState, chosenApiaries: Boolean(shared?.apiaryIds) });
  const showUpgrade = user !== undefined && !hasProAccess(user);
  const onLogout = () => void logout();
  return (
    <SignedInFrame
      sideMenu={<SideMenu entries={entries} showUpgrade={showUpgrade} />}
      header={
        <>
          <Brand markOnlyOnPhones className={PHONE_BRAND_CLASS} />
          {search}
          {/* Takes the room the brand leaves: the account button's name truncates in it. */}
          <div className="flex min-w-0 shrink-0 items-center justify-end gap-1 md:ml-auto md:shrink">
            {user && <OutboxSlot userId={user.id} />}
            {/* On a phone in the apiary, a hive's QR label is one tap from any screen. */}
            {user && (
              <Link
                to={paths.app.labels.getHref()}
                aria-label={HIVE_LABEL_MESSAGES.scanTitle}
                className="inline-flex size-11 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100 md:hidden"
              >
                <ScanLine aria-hidden="true" className="size-5" />
              </Link>
            )}
            {user && <AccountSwitcher />}
            {user && <WelcomeToast user={user} />}
            {user && <ProfileLanguage />}
            {headerActions}
            {user ? <AccountMenu user={user} onLogout={onLogout} /> : <Skeleton className="size-11 sm:w-40" />}
            <Button variant="ghost" size="sm" onClick={onLogout} disabled={isLoggingOut} className="max-md:hidden">
              <LogOut aria-hidden="true" />
              {isLoggingOut ? t('loggingOut') : t('logout')}
            </Button>
          </div>
        </>
      }
      main={
        user ? (
          <MainOutlet className={SIGNED_IN_MAIN_CLASS} loading={loading} notice={<SharedAccountNotice />} />
        ) : (
          <MainContent className={SIGNED_IN_MAIN_CLASS}>
            <ScreenLoading heading={loading} />
          </MainContent>
        )
      }
    >
      <PhoneMenu entries={entries} showUpgrade={showUpgrade} onLogout={onLogout} inspectAction={inspectAction} />
      {user && (
        <Suspense fallback={null}>
          <InstalledApp />
        </Suspense>
      )}
    </SignedInFrame>
  );
}

/** Welcomes a new beekeeper once; here rather than in the router, so visitors' first script doesn't carry it. */
function WelcomeToast({ user }: { user: User }) {
  useWelcomeToast(user);
  return null;
}
